import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

/**
 * Finds every sentence the API can answer (issue #35), for the catalogue's coverage test: the contracts' validation
 * messages and every sentence the services and the gateway hand to an error (server-kit's helpers, `new HttpError`,
 * a `{ error, message }` body). A sentence built at run time is followed to its parts: constants are read, small
 * helpers (`memberLimitMessage(plan)`) are inlined, and a helper's parameter (`optionalTextField('Notes', 1000)`,
 * `parseId(id, 'Task')`) is filled from each place that calls it; what stays unknown is a hole, `⟦1⟧`.
 * Test-only tooling: it reads the sources with the TypeScript compiler and is no part of the package.
 */
export interface ApiSentence {
  /** The English sentence; a part only known at run time shows as `⟦n⟧`. */
  text: string;
  /** Where it is written (`services/planning/src/tasks/tasks.service.ts:42`), and the call that filled it in. */
  where: string;
  /**
   * `wording`: the template of a worded sentence (`messageRef('New task for you: {title}', …)`) or a word of ours
   * put in one (`phrase('Field trip')`), looked up whole: the catalogue needs that very key.
   */
  kind?: 'wording';
}

type Hole = { hole: number; param?: ts.Symbol; fn?: ts.Node };
type Part = string | Hole;
type Pattern = Part[];

const MAX_PATTERNS = 64;
/** zod's checks whose message is the second argument (`.max(80, 'Title must be at most 80 characters')`). */
const MESSAGE_SECOND = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
  'size',
]);
/** zod's checks and formats whose message is the first argument (`z.email('Enter a valid email address')`). */
const MESSAGE_FIRST = new Set([
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'finite',
  'safe',
  'nonempty',
  'email',
  'url',
  'httpUrl',
  'uuid',
  'guid',
  'date',
  'datetime',
  'time',
  'duration',
  'e164',
  'custom',
]);
/** server-kit's error helpers, and which argument carries the sentence. */
const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0,
  forbidden: 0,
  conflict: 0,
  notFound: 0,
  unauthenticated: 0,
  RateLimited: 0,
  HttpError: 2,
};

const isTest = (file: string) => /\.test\.tsx?$|[\\/]testing([\\/]|\.ts$)|\.d\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !isTest(full) ? [full] : [];
  });
}

export function findApiSentences(root: string): ApiSentence[] {
  const contractsDir = path.join(root, 'libs/contracts/src');
  const serverDirs = [
    path.join(root, 'libs/server-kit/src'),
    ...fs
      .readdirSync(path.join(root, 'services'))
      .map((service) => path.join(root, 'services', service, 'src')),
  ];
  const contractFiles = sourceFiles(contractsDir).filter(
    (file) => !file.includes(`${path.sep}i18n${path.sep}`),
  );
  const serverFiles = serverDirs.flatMap(sourceFiles);

  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  const program = ts.createProgram([...contractFiles, ...serverFiles], {
    ...options,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const ours = (file: ts.SourceFile) =>
    !file.isDeclarationFile && !file.fileName.includes('node_modules') && file.fileName.startsWith(root);
  const scanned = program.getSourceFiles().filter(ours);

  let holes = 0;
  const hole = (param?: ts.Symbol, fn?: ts.Node): Pattern[] => [[{ hole: ++holes, param, fn }]];
  const cross = (left: Pattern[], right: Pattern[]): Pattern[] =>
    left.flatMap((l) => right.map((r) => [...l, ...r])).slice(0, MAX_PATTERNS);

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  };
  const enclosingFunction = (node: ts.Node): ts.SignatureDeclaration | undefined => {
    for (let at = node.parent; at; at = at.parent) if (ts.isFunctionLike(at)) return at;
    return undefined;
  };
  const literalOf = (node: ts.Node): string | undefined => {
    const type = checker.getTypeAtLocation(node);
    if (type.isStringLiteral()) return type.value;
    if (type.isNumberLiteral()) return String(type.value);
    return undefined;
  };

  /** The patterns an expression can produce; `env` holds the parameters a caller filled in. */
  function evaluate(node: ts.Expression, env: Map<ts.Symbol, Pattern[]>, depth = 0): Pattern[] {
    if (depth > 8) return hole();
    const next = (child: ts.Expression, scope = env) => evaluate(child, scope, depth + 1);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isSatisfiesExpression(node)
    )
      return next(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
    if (ts.isNumericLiteral(node)) return [[String(Number(node.text.replace(/_/g, '')))]];
    if (ts.isTemplateExpression(node)) {
      let patterns: Pattern[] = [[node.head.text]];
      for (const span of node.templateSpans) {
        patterns = cross(cross(patterns, next(span.expression)), [[span.literal.text]]);
      }
      return patterns;
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.PlusToken) {
        const constant = literalOf(node);
        return constant !== undefined ? [[constant]] : cross(next(node.left), next(node.right));
      }
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
        return [...next(node.left), ...next(node.right)].slice(0, MAX_PATTERNS);
      const constant = literalOf(node);
      return constant !== undefined ? [[constant]] : hole();
    }
    if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const symbol = ts.isElementAccessExpression(node) ? undefined : symbolOf(node);
      if (symbol && env.has(symbol)) return env.get(symbol)!;
      const constant = literalOf(node);
      if (constant !== undefined) return [[constant]];
      const declaration = symbol?.valueDeclaration;
      if (declaration && ours(declaration.getSourceFile())) {
        if (
          ts.isVariableDeclaration(declaration) &&
          declaration.initializer &&
          ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const &&
          !ts.isFunctionLike(declaration.initializer)
        )
          return next(declaration.initializer, new Map());
        if (ts.isPropertyAssignment(declaration)) return next(declaration.initializer, new Map());
        if (ts.isParameter(declaration) || ts.isBindingElement(declaration))
          return hole(symbol, enclosingFunction(declaration));
        // An option read from an object of a declared type (`options.message`): filled where such objects are written.
        if (ts.isPropertySignature(declaration)) return hole(symbol, declaration);
      }
      return hole();
    }
    if (ts.isCallExpression(node)) {
      const inlined = inline(node, env, depth);
      if (inlined) return inlined;
    }
    return hole();
  }

  /** A call to a small helper of ours (one returned expression), evaluated with its arguments. */
  function inline(
    call: ts.CallExpression,
    env: Map<ts.Symbol, Pattern[]>,
    depth: number,
  ): Pattern[] | undefined {
    const fn = functionOf(symbolOf(call.expression));
    if (!fn) return undefined;
    let body: ts.Expression | undefined;
    if (fn.body && !ts.isBlock(fn.body)) body = fn.body;
    else if (fn.body && fn.body.statements.length === 1 && ts.isReturnStatement(fn.body.statements[0]))
      body = fn.body.statements[0].expression;
    if (!body) return undefined;
    const scope = new Map<ts.Symbol, Pattern[]>();
    bindArguments(fn, call, (child) => evaluate(child, env, depth + 1), scope);
    return evaluate(body, scope, depth + 1);
  }

  function functionOf(
    symbol: ts.Symbol | undefined,
  ): (ts.SignatureDeclaration & { body?: ts.ConciseBody }) | undefined {
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration || !ours(declaration.getSourceFile())) return undefined;
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
    if (
      (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
    )
      return declaration.initializer;
    return undefined;
  }

  function bindArguments(
    fn: ts.SignatureDeclaration,
    call: ts.CallExpression | ts.NewExpression,
    evaluateArgument: (node: ts.Expression) => Pattern[],
    scope: Map<ts.Symbol, Pattern[]>,
  ) {
    fn.parameters.forEach((parameter, index) => {
      const argument = call.arguments?.[index] ?? parameter.initializer;
      if (!argument) return;
      if (ts.isIdentifier(parameter.name)) {
        const symbol = checker.getSymbolAtLocation(parameter.name);
        if (symbol) scope.set(symbol, evaluateArgument(argument));
      } else if (ts.isObjectBindingPattern(parameter.name) && ts.isObjectLiteralExpression(argument)) {
        for (const element of parameter.name.elements) {
          const key = (element.propertyName ?? element.name).getText();
          const property = argument.properties.find(
            (p) => ts.isPropertyAssignment(p) && p.name.getText() === key,
          ) as ts.PropertyAssignment | undefined;
          const symbol = checker.getSymbolAtLocation(element.name);
          if (symbol && property) scope.set(symbol, evaluateArgument(property.initializer));
        }
      }
    });
  }

  /** Every call of a function of ours, found by its name and confirmed by the compiler. */
  const callsCache = new Map<ts.Node, (ts.CallExpression | ts.NewExpression)[]>();
  function callsOf(fn: ts.Node): (ts.CallExpression | ts.NewExpression)[] {
    let calls = callsCache.get(fn);
    if (calls) return calls;
    calls = [];
    const owner =
      ts.isVariableDeclaration(fn.parent) || ts.isPropertyAssignment(fn.parent)
        ? fn.parent
        : ts.isConstructorDeclaration(fn)
          ? fn.parent
          : fn;
    const name = (owner as ts.NamedDeclaration).name?.getText();
    if (name) {
      for (const file of scanned) {
        if (!file.text.includes(name)) continue;
        const visit = (node: ts.Node) => {
          if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && calleeName(node) === name) {
            const target = symbolOf(node.expression);
            const declarations = target?.declarations ?? [];
            if (declarations.some((d) => d === owner || d === fn)) calls!.push(node);
          }
          ts.forEachChild(node, visit);
        };
        visit(file);
      }
    }
    callsCache.set(fn, calls);
    return calls;
  }

  /** Fills a pattern's parameter holes from each call of their function, up the call chain. */
  function instantiate(pattern: Pattern, where: string, depth = 0): { pattern: Pattern; where: string }[] {
    const open = pattern.find(
      (part): part is Hole & { fn: ts.Node } => typeof part !== 'string' && !!part.fn,
    );
    if (!open || depth > 5) return [{ pattern, where }];
    if (ts.isPropertySignature(open.fn)) {
      const property = open.fn;
      const values = assignmentsOf(property);
      if (values.length === 0) return instantiate(closeHoles(pattern, property), where, depth + 1);
      return values.flatMap((value) => {
        let filled: Pattern[] = [[]];
        for (const part of pattern)
          filled = cross(
            filled,
            typeof part !== 'string' && part.fn === property ? evaluate(value, new Map()) : [[part]],
          );
        return filled.flatMap((p) => instantiate(p, `${where} ← ${location(value)}`, depth + 1));
      });
    }
    const fn = open.fn as ts.SignatureDeclaration;
    const calls = callsOf(fn);
    if (calls.length === 0) return instantiate(closeHoles(pattern, fn), where, depth + 1);
    return calls.flatMap((call) => {
      const scope = new Map<ts.Symbol, Pattern[]>();
      bindArguments(fn, call, (argument) => evaluate(argument, new Map()), scope);
      let filled: Pattern[] = [[]];
      for (const part of pattern) {
        const value =
          typeof part !== 'string' && part.fn === fn
            ? (part.param && scope.get(part.param)) || [[{ hole: part.hole }]]
            : [[part]];
        filled = cross(filled, value);
      }
      return filled.flatMap((p) => instantiate(p, `${where} ← ${location(call)}`, depth + 1));
    });
  }

  const closeHoles = (pattern: Pattern, fn: ts.Node): Pattern =>
    pattern.map((part) => (typeof part !== 'string' && part.fn === fn ? { hole: part.hole } : part));

  /** Every value written for a declared property (`{ message: '…' }` where the options type is expected). */
  function assignmentsOf(property: ts.PropertySignature): ts.Expression[] {
    const name = property.name.getText();
    const values: ts.Expression[] = [];
    for (const file of scanned) {
      if (!file.text.includes(name)) continue;
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText() === name &&
          ts.isObjectLiteralExpression(node.parent)
        ) {
          const expected = checker.getContextualType(node.parent)?.getProperty(name);
          if (expected?.declarations?.includes(property)) values.push(node.initializer);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    return values;
  }

  const location = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, file.fileName)}:${line + 1}`;
  };
  /**
   * A worded template or phrase: as `evaluate`, and also every value it can take when it is picked by a key — one of
   * a union of literals (`phrase(row.billingCycle)`) or an entry of a constant table (`phrase(labels[row.type])`).
   */
  function wordingPatterns(node: ts.Expression): Pattern[] {
    const type = checker.getTypeAtLocation(node);
    if (type.isUnion() && type.types.every((member) => member.isStringLiteral()))
      return type.types.map((member) => [(member as ts.StringLiteralType).value]);
    if (ts.isElementAccessExpression(node)) {
      let table: ts.Node | undefined = symbolOf(node.expression)?.valueDeclaration;
      table = table && ts.isVariableDeclaration(table) ? table.initializer : undefined;
      while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table))) table = table.expression;
      if (table && ts.isObjectLiteralExpression(table))
        return table.properties
          .filter(ts.isPropertyAssignment)
          .flatMap((property) => evaluate(property.initializer, new Map()));
    }
    return evaluate(node, new Map());
  }

  const found = new Map<string, ApiSentence>();
  function record(node: ts.Expression, suffix = '', kind?: 'wording') {
    const where = location(node);
    for (const pattern of kind ? wordingPatterns(node) : evaluate(node, new Map())) {
      for (const filled of instantiate(suffix ? [...pattern, suffix] : pattern, where)) {
        let n = 0;
        const text = filled.pattern
          .map((part) => (typeof part === 'string' ? part : `⟦${++n}⟧`))
          .join('')
          .replace(/⟦\d+⟧(⟦\d+⟧)+/g, (run) => run.slice(0, run.indexOf('⟧') + 1));
        // A sentence has words of its own; a bare hole or a number is not one.
        const literal = filled.pattern.filter((part) => typeof part === 'string').join('');
        // A worded template's placeholders are not words of its own ("{amount} {cycle}" is rendered as it is).
        const words = kind ? literal.replace(/\{\w+\}/g, '') : literal;
        const key = kind ? `${kind}:${text}` : text;
        if (!/[A-Za-z]{2}/.test(words) || found.has(key)) continue;
        found.set(key, kind ? { text, where: filled.where, kind } : { text, where: filled.where });
      }
    }
  }

  const calleeName = (node: ts.CallExpression | ts.NewExpression): string | undefined => {
    const callee = node.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
    return undefined;
  };
  const messageProperties = (node: ts.Node, names: string[]) =>
    ts.isObjectLiteralExpression(node)
      ? node.properties.filter(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && names.includes(p.name.getText()),
        )
      : [];

  for (const file of scanned) {
    const inContracts = file.fileName.startsWith(contractsDir + path.sep);
    const inServers = serverDirs.some((dir) => file.fileName.startsWith(dir + path.sep));
    if (isTest(file.fileName) || (!inContracts && !inServers)) continue;
    if (inContracts && file.fileName.includes(`${path.sep}i18n${path.sep}`)) continue;
    const visit = (node: ts.Node) => {
      // A worded sentence's template and the phrases put in one (issue #35): wherever they are written.
      if (ts.isCallExpression(node) && node.arguments[0]) {
        const name = calleeName(node);
        if (name === 'messageRef' || name === 'phrase') record(node.arguments[0], '', 'wording');
      }
      if (inContracts && ts.isCallExpression(node)) {
        const name = calleeName(node);
        const args = node.arguments;
        const isMethod = ts.isPropertyAccessExpression(node.expression);
        if (isMethod && name && MESSAGE_SECOND.has(name) && args[1] && !ts.isObjectLiteralExpression(args[1]))
          record(args[1]);
        if (isMethod && name && MESSAGE_FIRST.has(name) && args[0] && !ts.isObjectLiteralExpression(args[0]))
          if (!ts.isArrowFunction(args[0]) && !ts.isFunctionExpression(args[0])) record(args[0]);
        // zod's `{ error: '…' }` and `{ message: '…' }` options, and ctx.addIssue({ message }).
        for (const arg of args)
          for (const p of messageProperties(arg, ['error', 'message'])) record(p.initializer);
      }
      if (inServers && (ts.isCallExpression(node) || ts.isNewExpression(node))) {
        const name = calleeName(node);
        const index = name !== undefined ? ERROR_HELPERS[name] : undefined;
        const arg = index !== undefined ? node.arguments?.[index] : undefined;
        if (arg && !(name === 'HttpError' && !ts.isNewExpression(node)))
          record(arg, name === 'notFound' ? ' not found' : '');
      }
      // An error body written by hand: `{ error: code, message: '…' }`.
      if (inServers && ts.isObjectLiteralExpression(node)) {
        const error = node.properties.some(
          (p) =>
            (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
            p.name.getText() === 'error',
        );
        const [message] = messageProperties(node, ['message']);
        if (error && message) record(message.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...found.values()].sort((a, b) => a.text.localeCompare(b.text));
}
