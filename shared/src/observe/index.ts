export { buildEvent, type Dsn, parseDsn, type ReportContext, sendEvent, serializeEnvelope } from './envelope';
export { FILTERED, isSensitiveKey, scrub, scrubText } from './scrub';
