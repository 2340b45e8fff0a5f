import { type MessageKey, translateMessage } from '@roadmark/domain/messages';

/** The closed set of error codes; each maps to one HTTP status for REST and to `extensions.code` in GraphQL. */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  CSRF_REJECTED: 403,
  RATE_LIMITED: 429,
  /** A service outside Roadmark that a request needed did not answer usefully. */
  UPSTREAM_FAILED: 502,
  QUERY_TOO_COMPLEX: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  messageKey: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields: FieldError[];

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: {
      params?: Record<string, string | number>;
      fields?: FieldError[];
      message?: string;
      /** What went wrong underneath, for the log; never sent to the client. */
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? translateMessage(messageKey, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fields = options.fields ?? [];
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toExtensions() {
    return {
      code: this.code,
      messageKey: this.messageKey,
      ...(Object.keys(this.params).length > 0 ? { params: this.params } : {}),
      ...(this.fields.length > 0 ? { fields: this.fields } : {}),
    };
  }

  /** RFC 9457 problem details, used by every REST endpoint; `type` is under the configured base of problem pages. */
  toProblem(problemTypeBaseUrl: string) {
    return {
      type: `${problemTypeBaseUrl}/${this.code.toLowerCase().replaceAll('_', '-')}`,
      title: this.code,
      status: this.status,
      detail: this.message,
      code: this.code,
      messageKey: this.messageKey,
      ...(this.fields.length > 0 ? { errors: this.fields } : {}),
    };
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'errors.forbidden');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'errors.unauthenticated');
/** Staff who must turn on two-factor sign-in (REQUIRE_STAFF_TWO_FACTOR) asked for anything else first. */
export const twoFactorSetupRequired = () => new AppError('FORBIDDEN', 'errors.twoFactorSetupRequired');

/** An error about one input field: shown on that field by the forms, and as the message everywhere else. */
export function fieldProblem(code: ErrorCode, field: string, messageKey: MessageKey): AppError {
  return new AppError(code, messageKey, { fields: [{ field, messageKey, message: translateMessage(messageKey) }] });
}
