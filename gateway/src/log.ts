// The gateway's log: one JSON object per line, shaped like the provider's (pino's
// level numbers, time, pid, hostname, msg), each GraphQL operation on a line of its own
// with the correlation id it sent the provider, so that one id finds a request in the
// browser, the gateway and the provider (AUTH-19, issue 18).
import { hostname } from 'node:os';
import { format } from 'node:util';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from './context';
import { lookupCallsOf } from './rate-limit';

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface JsonLogger {
  log(level: LogLevel, fields: Record<string, unknown>, message: string): void;
  /** Yoga's logger: its arguments formatted into the message. */
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export function jsonLogger(options: { level?: LogLevel | 'silent'; write?: (line: string) => void } = {}): JsonLogger {
  const threshold = options.level === 'silent' ? Infinity : (LEVELS[options.level ?? 'info'] ?? LEVELS.info);
  const write = options.write ?? ((line: string) => process.stdout.write(line));
  const base = { pid: process.pid, hostname: hostname() };
  const log = (level: LogLevel, fields: Record<string, unknown>, message: string) => {
    if (LEVELS[level] < threshold) return;
    write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...base, ...fields, msg: message })}\n`);
  };
  const yoga = (level: LogLevel) => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    log(level, error ? { err: { type: error.name, message: error.message, stack: error.stack } } : {}, format(...args));
  };
  return { log, debug: yoga('debug'), info: yoga('info'), warn: yoga('warn'), error: yoga('error') };
}

/** One line per GraphQL operation: its name and kind, outcome, time and provider calls, with the correlation id. */
export function operationLog(logger: JsonLogger): Plugin<Record<string, unknown>, GatewayContext> {
  return {
    onExecute: ({ args }) => {
      const definition = (args.document as DocumentNode).definitions.find((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
      const context = args.contextValue as Partial<GatewayContext>;
      const started = performance.now();
      // With the calls made before it ran, to learn whose points budget it spends.
      const callsBefore = (context.providerCalls?.count ?? 0) - lookupCallsOf(context.rateLimit, args);
      return {
        onExecuteDone: ({ result }) => {
          const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
          logger.log(
            errors.length > 0 ? 'warn' : 'info',
            {
              correlationId: context.correlationId,
              operation: args.operationName ?? definition?.name?.value ?? null,
              kind: definition?.operation ?? 'query',
              durationMs: Math.round(performance.now() - started),
              providerCalls: (context.providerCalls?.count ?? 0) - callsBefore,
              ...(errors.length > 0 ? { errors: errors.map((error) => (error as { extensions?: { code?: unknown } }).extensions?.code ?? 'ERROR') } : {}),
            },
            'graphql operation',
          );
        },
      };
    },
    onSubscribe: ({ args }) => {
      const context = args.contextValue as Partial<GatewayContext>;
      logger.log('info', { correlationId: context.correlationId, operation: args.operationName ?? null, kind: 'subscription' }, 'graphql subscription');
    },
  };
}
