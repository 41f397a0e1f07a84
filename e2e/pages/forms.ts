// Page object of the shell's site forms, by QA-contract test ids.
import type { Locator, Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';

export class SiteFormPage {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  get name(): Locator {
    return this.dialog.getByTestId(testIds.forms.name);
  }
  get phone(): Locator {
    return this.dialog.getByTestId(testIds.forms.phone);
  }
  get email(): Locator {
    return this.dialog.getByTestId(testIds.forms.email);
  }
  get message(): Locator {
    return this.dialog.getByTestId(testIds.forms.message);
  }
  get privacy(): Locator {
    return this.dialog.getByTestId(testIds.forms.privacy);
  }
  get submit(): Locator {
    return this.dialog.getByTestId(testIds.forms.submit);
  }
  get thanks(): Locator {
    return this.dialog.getByTestId(testIds.forms.thanks);
  }
  field(label: string | RegExp): Locator {
    return this.dialog.getByLabel(label);
  }
}
