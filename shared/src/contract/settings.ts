// Site settings of spec §3 (one set per brand) and the answer of GET /api/settings.
import { z } from 'zod';
import { brandSchema } from './brand';
import { countryCodeSchema, isoDateSchema, localeSchema, moneySchema, orderTypeSchema } from './common';

const linkSchema = z.url().nullable();

const settingsLinksSchema = z.object({
  job: linkSchema,
  franchise: linkSchema,
  partners: linkSchema,
  arenda: linkSchema,
  mobileApplications: linkSchema,
  apple: linkSchema,
  android: linkSchema,
  huawei: linkSchema,
  /** The return/exchange request form, offered only in the listed cities (aliases). */
  returnForm: z.object({ url: z.url(), cities: z.array(z.string()) }).nullable(),
});
export type SettingsLinks = z.infer<typeof settingsLinksSchema>;

const orderTypeSettingsSchema = z.object({
  /** Type preselected for a visitor who has not chosen one. */
  default: orderTypeSchema,
  /** Spec §2: the cart's order-type switch is hidden for the pizza brand. */
  show_switch_in_cart: z.boolean(),
});
export type OrderTypeSettings = z.infer<typeof orderTypeSettingsSchema>;

const settingsSchema = z.object({
  /** Legal name under the footer, keyed by city id, with `default` for the rest. */
  company_names: z.record(z.string(), z.string()).refine((names) => 'default' in names, {
    message: 'company_names needs a default entry.',
  }),
  links: settingsLinksSchema,
  emails: z.object({ feedback: z.email() }),
  default_phone: z.string().regex(/^\+\d{6,15}$/),
  languages: z.array(localeSchema).min(1),
  /** Default interface language (spec §1: ru). */
  language: localeSchema,
  show_lang_button: z.boolean(),
  country_code: countryCodeSchema,
  enable_fractional_prices: z.boolean(),
  customers: z.object({ is_auth_enabled: z.boolean() }),
  product_groups: z.object({ show_popular_product_groups: z.boolean() }),
  /** Cash notes offered as quick "change from" buttons (spec §5 cash field). */
  banknotes: z.array(moneySchema),
  order_types: orderTypeSettingsSchema,
  brand: brandSchema,
  /**
   * The captcha widget the sign-in (and site forms) show, when the deployment checks tokens with a
   * real provider: its client key and script. Absent with the sandbox (any token passes).
   */
  captcha: z
    .object({
      provider: z.literal('smartcaptcha'),
      client_key: z.string().min(1),
      script_url: z.string().min(1),
      /** The site forms (feedback, call-back, partners) need its token too (X-Captcha-Token). */
      site_forms: z.boolean().optional(),
    })
    .nullish(),
  /** Spec §1: bonuses can be spent until this date (inclusive); accrual is paused. */
  bonus_program: z
    .object({ spend_deadline: isoDateSchema.nullable(), accrual_paused: z.boolean() })
    .optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsResponseSchema = z.object({ settings: settingsSchema });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
