// Checks the captcha token sent with a login (spec §5). Skipped locally: the sandbox accepts any
// token except the literal `fail`, so tests can exercise the refusal.
export interface CaptchaProvider {
  verify(token: string | undefined, ip: string): Promise<boolean>;
}
