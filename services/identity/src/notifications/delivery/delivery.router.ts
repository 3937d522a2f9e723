import { Router, type Response } from 'express';
import {
  notificationEndpoints as endpoints,
  notifyAlertsBody,
  notifyEventBody,
  platformAdminEndpoints,
} from '@familyhub/contracts';
import { endpointRouter, familyCallerOf, HttpError, parse, type Caller } from '@familyhub/server-kit';
import type { NotificationDeliveryService } from './delivery.service';
import { unsubscribePage } from './unsubscribe-page';

function sendPage(res: Response, status: number, html: string) {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(html);
}

/**
 * Notifications that leave the app (issue #30): the member's history, channels and test; the email's one-click
 * unsubscribe (public: the signed token is its authority); the operator's outbox; and planning's hand-over of due
 * alerts (service to service, never forwarded by the gateway).
 */
export function notificationDeliveryRouter(
  notifications: NotificationDeliveryService,
  assertOperator: (caller: Caller) => Promise<void>,
): Router {
  const router = endpointRouter((bind) => {
    bind(endpoints.history, ({ caller, query }) => notifications.history(caller, query));
    bind(endpoints.channels, ({ caller }) => notifications.channels(caller));
    bind(endpoints.test, ({ caller, body }) => notifications.test(caller, body.channel));

    bind(endpoints.unsubscribePage, ({ query }, req, res) => {
      const what = notifications.describeUnsubscribe(query.token);
      if (!what) {
        sendPage(
          res,
          400,
          unsubscribePage(
            'Link not valid',
            'This unsubscribe link is not valid. Change what you get in Settings › Notifications.',
          ),
        );
      } else {
        sendPage(
          res,
          200,
          unsubscribePage('Unsubscribe', `Stop getting ${what} by email?`, {
            action: req.originalUrl,
            label: 'Unsubscribe',
          }),
        );
      }
      return '';
    });
    bind(endpoints.unsubscribe, async ({ query }, req, res) => {
      // A mail client's one-click POST reads JSON; the confirmation page's form (a browser) gets a page back.
      const browser = req.accepts(['json', 'html']) === 'html';
      try {
        const answer = await notifications.unsubscribe(query.token);
        if (browser) sendPage(res, 200, unsubscribePage('Unsubscribed', answer.message));
        return answer;
      } catch (error) {
        if (!browser || !(error instanceof HttpError)) throw error;
        sendPage(res, error.status, unsubscribePage('Link not valid', error.message));
        return undefined as never;
      }
    });

    bind(platformAdminEndpoints.outbox, async ({ caller, query }) => {
      await assertOperator(caller);
      return notifications.outbox(query);
    });
    bind(platformAdminEndpoints.outboxEmail, async ({ caller, params }) => {
      await assertOperator(caller);
      return notifications.outboxEmail(params.id);
    });
  });

  router.post('/internal/notifications/alerts', async (req, res) => {
    const { familyId } = familyCallerOf(req);
    res.json(await notifications.queueAlerts(familyId, parse(notifyAlertsBody, req.body)));
  });

  router.post('/internal/notifications/events', async (req, res) => {
    const { familyId } = familyCallerOf(req);
    res.json(await notifications.queueEvent(familyId, parse(notifyEventBody, req.body)));
  });

  return router;
}
