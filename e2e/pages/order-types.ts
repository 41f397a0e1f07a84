// Page object of the order-types modal (delivery address flow and takeaway shop picker), by QA ids.
import type { Locator, Page } from '@playwright/test';
import { testIds } from '@storefront/shared/qa';

export class OrderTypesModal {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId(testIds.shell.headerOrderType).click();
    await this.modal.waitFor();
  }
  get modal(): Locator {
    return this.page.getByTestId(testIds.orderTypes.modal);
  }
  get delivery(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.delivery);
  }
  get takeaway(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.takeaway);
  }
  get address(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.addressInput);
  }
  get suggestions(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.addressSuggestion);
  }
  get submit(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.addressSubmit);
  }
  get error(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.addressError);
  }
  get notDelivered(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.notDeliveredForm);
  }
  get notifyPhone(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.notifyPhone);
  }
  /** The privacy agreement the notify-me form waits for before it sends the phone. */
  get notifyPrivacy(): Locator {
    return this.notDelivered.getByTestId(testIds.forms.privacy);
  }
  get notifySubmit(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.notifySubmit);
  }
  get shopSearch(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.shopSearch);
  }
  shop(id: number): Locator {
    return this.modal.getByTestId(testIds.orderTypes.shopOption(id));
  }
  get shopSelect(): Locator {
    return this.modal.getByTestId(testIds.orderTypes.shopSelect);
  }
  /** ConfirmChangeTakeaway / ConfirmShopModal, stacked over the modal. */
  get confirmChange(): Locator {
    return this.page.getByTestId(testIds.orderTypes.confirmChange);
  }
  get confirmChangeYes(): Locator {
    return this.page.getByTestId(testIds.orderTypes.confirmChangeYes);
  }
}
