import type { Router } from 'express';
import { expenseEndpoints as endpoints } from '@familyhub/contracts';
import { drainedOrClosed, endpointRouter } from '@familyhub/server-kit';
import type { ExpensesService } from './expenses.service';

export function expensesRouter(expenses: ExpensesService): Router {
  return endpointRouter((bind) => {
    bind(endpoints.list, ({ caller, query }) => expenses.list(caller, query));
    bind(endpoints.totals, ({ caller, query }) => expenses.totals(caller, query));
    bind(endpoints.exportCsv, async ({ caller, query: range }, _req, res) => {
      const lines = expenses.exportCsv(caller, range);
      const first = await lines.next();
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="expenses-${range.from}-to-${range.to}.csv"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      if (!first.done) res.write(first.value);
      for await (const chunk of lines) {
        if (res.destroyed) break;
        if (!res.write(chunk)) await drainedOrClosed(res);
      }
      res.end();
    });
    bind(endpoints.import, ({ caller, body }) => expenses.import(caller, body));
    bind(endpoints.create, ({ caller, body }) => expenses.create(caller, body));
    bind(endpoints.get, ({ caller, params }) => expenses.get(caller, params.id));
    bind(endpoints.update, ({ caller, params, body }) => expenses.update(caller, params.id, body));
    bind(endpoints.remove, ({ caller, params }) => expenses.remove(caller, params.id));
  });
}
