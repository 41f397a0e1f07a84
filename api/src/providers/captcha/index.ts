import type { CaptchaProvider } from './types';

/** Local/demo captcha: any token passes except `fail` (so the refusal path can be tested). */
export class SandboxCaptchaProvider implements CaptchaProvider {
  async verify(token: string | undefined): Promise<boolean> {
    return token !== 'fail';
  }
}

export type { CaptchaProvider } from './types';
