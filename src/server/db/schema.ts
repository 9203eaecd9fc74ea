import type { Generated } from 'kysely';

/**
 * Database schema as Kysely sees it. One schema for SQLite and PostgreSQL:
 * - money is an integer number of qəpik;
 * - flags are integers 0/1 (portable, indexable in both engines);
 * - timestamps are ISO-8601 UTC text (`2026-11-21T05:09:22.000Z`), which sorts correctly as text;
 * - translated text has one column per language (`title_az`, `title_ru`, `title_en`);
 * - JSON (editor blocks, lists) is stored as text and parsed in the repositories.
 * See docs/decisions/0002-portable-schema.md.
 */

export type Flag = 0 | 1;

interface I18nTitle {
  title_az: string;
  title_ru: string;
  title_en: string;
}

export interface CategoryTable extends I18nTitle {
  id: Generated<number>;
  parent_id: number | null;
  position: number;
  /** image key under /i/h/category/100/ */
  image: string | null;
  is_new: Flag;
  is_campaign: Flag;
  orange_star: Flag;
  march8: Flag;
  /** small household appliances: always allow 12-month installments (PAY-3) */
  small_appliance: Flag;
  product_count: number;
}

export interface BrandTable {
  id: Generated<number>;
  title: string;
  slug: string;
  image: string | null;
  show_in_home: Flag;
  position: number;
}

export interface ProductTable extends I18nTitle {
  id: Generated<number>;
  sku: string;
  category_id: number;
  brand_id: number | null;
  desc_az: string;
  desc_ru: string;
  desc_en: string;
  /** editor blocks JSON */
  content_az: string;
  content_ru: string;
  content_en: string;
  price: number;
  price_old: number | null;
  stock: number;
  new_in: Flag;
  best_seller: Flag;
  orange_star: Flag;
  march8: Flag;
  sold: Flag;
  price_in_store: Flag;
  special_discount: Flag;
  /** buy N pay N-1 campaign: N */
  discount_items_count: number | null;
  /** end of a timed discount (ISO) */
  discount_ends_at: string | null;
  /** discount when paying cash, qəpik */
  cash_discount: number | null;
  /** qəpik off each unit once in the basket (spec discountInBasket; migration 0010) */
  basket_discount: number | null;
  /** percent off when the cart holds two paid units of the category (spec discountCategoryTitle; migration 0010) */
  same_category_percent: number | null;
  color_code: string | null;
  color_name_az: string | null;
  color_name_ru: string | null;
  color_name_en: string | null;
  rating: number;
  reviews_count: number;
  popularity: number;
  /** folded az/ru/en text used by search (lower case, Azerbaijani letters folded) */
  search_text: string;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  source: string;
  with_pad: Flag;
}

export interface ProductVideoTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  video_id: string;
}

export interface VariantGroupTable extends I18nTitle {
  id: Generated<number>;
  /** 'color' | 'other' */
  type: string;
}

export interface VariantGroupItemTable {
  group_id: number;
  product_id: number;
  position: number;
  color_code: string | null;
  value_az: string;
  value_ru: string;
  value_en: string;
}

export interface ParameterTable extends I18nTitle {
  id: Generated<number>;
  /** 'checkbox' | 'color' */
  type: string;
  position: number;
  is_filter: Flag;
  searchable: Flag;
  scrolled: Flag;
  /** show in the compare table */
  comparable: Flag;
}

export interface ParameterCategoryTable {
  parameter_id: number;
  category_id: number;
}

export interface ParameterValueTable {
  id: Generated<number>;
  parameter_id: number;
  parent_id: number | null;
  position: number;
  value_az: string;
  value_ru: string;
  value_en: string;
  color_code: string | null;
}

export interface ProductParameterTable {
  product_id: number;
  parameter_id: number;
  value_id: number;
}

export interface BadgeTable {
  id: Generated<number>;
  name_az: string;
  name_ru: string;
  name_en: string;
  image: string;
}

export interface ProductBadgeTable {
  product_id: number;
  badge_id: number;
}

export interface CampaignTable extends I18nTitle {
  id: Generated<number>;
  image: string | null;
  content_az: string;
  content_ru: string;
  content_en: string;
  starts_at: string | null;
  ends_at: string | null;
  active: Flag;
  position: number;
}

export interface ProductCampaignTable {
  campaign_id: number;
  product_id: number;
}

export interface ProductGiftTable {
  product_id: number;
  gift_product_id: number;
}

export interface FaqTable {
  id: Generated<number>;
  /** null: a site-wide FAQ question */
  product_id: number | null;
  position: number;
  question_az: string;
  question_ru: string;
  question_en: string;
  answer_az: string;
  answer_ru: string;
  answer_en: string;
  /** shown in the shop (migration 0019; the FAQ's verify switch) */
  active: Generated<Flag>;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  full_name: string;
  email: string;
  rating: number;
  review: string;
  /** 'pending' | 'approved' | 'rejected' */
  status: string;
  ip: string | null;
  created_at: string;
}

/** Newsletter subscriptions (migration 0007): one per address, compared case-insensitively through `email_key`. */
export interface SubscriptionTable {
  id: Generated<number>;
  /** as typed (trimmed) */
  email: string;
  /** lower-cased `email`, unique */
  email_key: string;
  lang: string;
  ip: string | null;
  created_at: string;
}

/** Promo codes (migration 0010, decision 0023). `code` is stored upper-case and unique. */
export interface PromoCodeTable {
  id: Generated<number>;
  code: string;
  /** 'amount' | 'percent' */
  kind: string;
  /** qəpik for amount, whole percent for percent */
  value: number;
  min_total: Generated<number>;
  starts_at: string | null;
  ends_at: string | null;
  active: Generated<Flag>;
  max_uses: number | null;
  used: Generated<number>;
  per_mobile_limit: number | null;
  created_at: string;
  /** an order's reward code works only for that order's mobile or customer account (migration 0026); null: anyone */
  owner_mobile: Generated<string | null>;
  owner_customer_id: Generated<number | null>;
}

export interface PromoCodeCategoryTable {
  promo_code_id: number;
  category_id: number;
}

export interface PromoCodeBrandTable {
  promo_code_id: number;
  brand_id: number;
}

/** One use of a code by a mobile number, written when an order is placed. */
export interface PromoCodeUseTable {
  id: Generated<number>;
  promo_code_id: number;
  mobile: string;
  order_id: number | null;
  created_at: string;
}

export interface RouteTable {
  id: Generated<number>;
  lang: string;
  /** path without the language prefix and without leading slash, e.g. `smartfonlar`; unique per language */
  path: string;
  /** named view: Product, Category, Brand, Campaign, Vacancy, Page, ... */
  view: string;
  entity_id: number | null;
  seo_title: string | null;
  seo_desc: string | null;
  seo_keywords: string | null;
}

/** Paths an entity's page had before (migration 0020, decision 0049): written by triggers on `routes`, answered with a 301. */
export interface RouteRedirectTable {
  lang: string;
  path: string;
  view: string;
  entity_id: number;
  moved_at: string;
}

export interface MenuTable {
  id: Generated<number>;
  /** top_header, company, for_customer, mobile_nav */
  name: string;
  title_az: string;
  title_ru: string;
  title_en: string;
  /** shown in the shop (migration 0019) */
  active: Generated<Flag>;
}

export interface MenuItemTable extends I18nTitle {
  id: Generated<number>;
  menu_id: number;
  parent_id: number | null;
  position: number;
  /** link per language, absolute path without language prefix, e.g. `/sale` */
  url_az: string;
  url_ru: string;
  url_en: string;
}

export interface CityTable extends I18nTitle {
  id: Generated<number>;
  slug: string;
  delivery: Flag;
  position: number;
  /** orders from FREE_DELIVERY_FROM pay the place's own price, smaller ones DELIVERY_PRICE_UNDER_MIN (migration 0010) */
  free_delivery_threshold: Generated<Flag>;
}

export interface DistrictTable extends I18nTitle {
  id: Generated<number>;
  city_id: number;
  position: number;
}

export interface PlaceTable extends I18nTitle {
  id: Generated<number>;
  district_id: number;
  position: number;
  /** delivery price for orders at or above the free-delivery threshold, qəpik */
  delivery_price: number;
  one_day: Flag;
}

export interface BranchTable extends I18nTitle {
  id: Generated<number>;
  city_id: number;
  address_az: string;
  address_ru: string;
  address_en: string;
  /** JSON array of digit strings */
  mobiles: string;
  lat: number;
  lng: number;
  position: number;
  /** shown in the shop and offered for pickup (migration 0019) */
  active: Generated<Flag>;
  /** stable code of the branch as a stock location (the CSV import's column `stock_<code>`; migration 0035) */
  code: string | null;
}

/** A product's units at one stock location (migration 0035, decision 0090): `branch_id` 0 is the online warehouse. */
export interface ProductStockTable {
  product_id: number;
  branch_id: number;
  qty: number;
}

/** Units of a product an order took from one stock location (migration 0035): given back there. */
export interface OrderStockTakeTable {
  order_id: number;
  product_id: number;
  branch_id: number;
  qty: number;
}

export interface BannerTable {
  id: Generated<number>;
  /** 'main' | 'double' */
  kind: string;
  position: number;
  image: string;
  title_az: string;
  title_ru: string;
  title_en: string;
  link: string;
}

export interface VideoTable extends I18nTitle {
  id: Generated<number>;
  video_id: string;
  desc_az: string;
  desc_ru: string;
  desc_en: string;
  start_time: number;
  position: number;
}

export interface TagTable extends I18nTitle {
  id: Generated<number>;
  /** link without language prefix */
  url: string;
  position: number;
}

/** Generic content pages (migration 0013, decision 0036); paths per language are `routes` rows (view `Page`). */
export interface PageTable extends I18nTitle {
  id: Generated<number>;
  /** stable name for the code (`delivery`, `terms`…), unique, never shown */
  key: string;
  /** editor blocks (JSON array) per language */
  content_az: string;
  content_ru: string;
  content_en: string;
  /** image key under /i/blog/, or null */
  cover: string | null;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Blog articles (migration 0013): published in a language when its title there is not empty; paths are `routes` rows (view `Article`). */
export interface ArticleTable extends I18nTitle {
  id: Generated<number>;
  content_az: string;
  content_ru: string;
  content_en: string;
  /** image key under /i/blog/, or null */
  image: string | null;
  published_at: string;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Vacancies (migration 0015): salary in whole AZN, `city_ids` a JSON array, dates Y-m-d; paths are `routes` rows (view `Vacancy`). */
export interface VacancyTable extends I18nTitle {
  id: Generated<number>;
  description_az: string;
  description_ru: string;
  description_en: string;
  requirements_az: string;
  requirements_ru: string;
  requirements_en: string;
  min_salary: number | null;
  max_salary: number | null;
  city_ids: string;
  min_age: number | null;
  max_age: number | null;
  min_experience: number | null;
  max_experience: number | null;
  start_date: string;
  end_date: string | null;
  position: Generated<number>;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Files sent with forms (migration 0015), stored under DATA_DIR/uploads by `name`; never served publicly. */
export interface UploadedFileTable {
  id: Generated<number>;
  name: string;
  original_name: string;
  size: number;
  /** pdf | doc | docx, read from the content */
  type: string;
  purpose: string;
  ip: string | null;
  created_at: string;
  claimed_at: string | null;
}

export interface JobApplicationTable {
  id: Generated<number>;
  vacancy_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  /** digits with the country code */
  mobile: string;
  birth_year: number | null;
  address: string;
  note: string;
  file_id: number | null;
  lang: string;
  ip: string | null;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  /** info | comment */
  type: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  message: string;
  user_id: number | null;
  lang: string;
  ip: string | null;
  created_at: string;
}

/** Advertising popups (migration 0015): shown on the page whose path (with the language prefix) is `path_<lang>`. */
export interface PopupTable extends I18nTitle {
  id: Generated<number>;
  path_az: string;
  path_ru: string;
  path_en: string;
  link_az: string;
  link_ru: string;
  link_en: string;
  image: string;
  starts_at: string | null;
  ends_at: string | null;
  active: Generated<Flag>;
}

export interface SettingTable {
  key: string;
  /** JSON */
  value: string;
}

/** folded query word → folded replacement word (migration 0002) */
export interface SearchSynonymTable {
  term: string;
  replacement: string;
}

/** one row (id 1): a version bumped by triggers on every listing-relevant change (migrations 0002, 0009; decisions 0004, 0020) */
export interface CatalogStateTable {
  id: number;
  version: number;
  /** random, set when migration 0009 ran: tells a persisted catalogue index which database it was built from */
  epoch: string | null;
}

/**
 * The catalogue change feed (migration 0009, decision 0020): one row per changed entity holding the
 * `catalog_state.version` of its latest change. kind: `product` (entity_id = product id) or the name of a
 * metadata table (categories, brands, parameters, parameter_values, parameter_categories, campaigns, routes,
 * search_synonyms).
 */
export interface CatalogChangeTable {
  kind: string;
  entity_id: number;
  seq: number;
}

/** applied migrations (`db/migrate.ts`) */
export interface SchemaMigrationTable {
  name: string;
  applied_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  token: string;
  status: string;
  lang: string;
  customer_id: number | null;
  full_name: string;
  email: string | null;
  mobile: string;
  country: string;
  delivery_type: string;
  city_id: number | null;
  district_id: number | null;
  place_id: number | null;
  branch_id: number | null;
  address: string | null;
  payment_type: string;
  credit_card: string | null;
  credit_months: number | null;
  gift_first_name: string | null;
  gift_last_name: string | null;
  gift_mobile: string | null;
  gift_note: string | null;
  promo_code_id: number | null;
  promo_code: string | null;
  sub_total: number;
  campaign_discount: number;
  basket_discount: number;
  same_category_discount: number;
  cash_discount: number;
  new_customer_discount: number;
  loyalty_discount: number;
  promo_discount: number;
  delivery_price: number;
  total: number;
  loyalty: Flag;
  coupons: number;
  reward_code_id: number | null;
  paid: Flag;
  paid_at: string | null;
  payment_expires_at: string | null;
  holds_stock: Flag;
  opened_at: string | null;
  client_ip: string | null;
  created_at: string;
  updated_at: string;
  /** 'checkout' | 'buyNow' — which form placed it (migration 0023; null on older orders) */
  source: string | null;
  /** sha-256 hex of the placing browser's order cookie (migration 0023): who may see the shopper's details */
  buyer_key: string | null;
  /** qəpik refunded so far, all sources (migration 0034, decision 0084) */
  refunded: Generated<number>;
  /** qəpik of cash given back so far: never more than the cash recorded (`total` of a paid cash order) */
  cash_refunded: Generated<number>;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  sku: string;
  title: string;
  size: string | null;
  qty: number;
  unit_price: number;
  unit_price_old: number | null;
  line_total: number;
  campaign_discount: number;
  basket_discount: number;
  same_category_discount: number;
  cash_discount: number;
  payable: number;
  gift_of: number | null;
  coupons: number;
  /** units refunded so far (migration 0034): never more than `qty` */
  refunded_qty: Generated<number>;
  /** units a refund put back on sale (migration 0034): the order holds `qty - restocked_qty` */
  restocked_qty: Generated<number>;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  actor: string;
  note: string | null;
  created_at: string;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  reference: string;
  provider: string;
  kind: string;
  amount: number;
  currency: string;
  status: string;
  rc: string | null;
  action: string | null;
  approval: string | null;
  rrn: string | null;
  int_ref: string | null;
  card_masked: string | null;
  card_name: string | null;
  credit_card: string | null;
  credit_months: number | null;
  created_at: string;
  updated_at: string;
  /** qəpik refunded through the gateway so far (migration 0034): never more than `amount` */
  refunded: Generated<number>;
}

/** A refund of an order (migration 0034, decision 0084): a card payment reversed at the gateway, or cash given back. */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  idem_key: string;
  /** 'card' | 'cash' */
  method: string;
  payment_id: number | null;
  amount: number;
  reason: string;
  restock: Flag;
  /** 'pending' (reserved, the gateway asked) | 'done' */
  status: string;
  staff_id: number;
  staff_name: string;
  rc: string | null;
  approval: string | null;
  rrn: string | null;
  int_ref: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface OrderRefundLineTable {
  refund_id: number;
  order_line_id: number;
  qty: number;
  amount: number;
}

export interface PaymentNonceTable {
  provider: string;
  nonce: string;
  created_at: string;
}

export interface OtpChallengeTable {
  id: Generated<number>;
  token_hash: string;
  purpose: string;
  mobile: string;
  code_hash: string;
  attempts: number;
  sends: number;
  client_ip: string | null;
  created_at: string;
  sent_at: string;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  body: string;
  driver: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
  /** the order a status notice tells of (migration 0033): one row per order and purpose */
  order_id: Generated<number | null>;
}

/** The customer's notice of a status move, per language (migration 0033, decision 0083). */
export interface OrderNoticeTable {
  id: number;
  move: string;
  subject_az: string;
  subject_ru: string;
  subject_en: string;
  text_az: string;
  text_ru: string;
  text_en: string;
  updated_at: string | null;
}

export interface IdempotencyKeyTable {
  operation: string;
  key: string;
  request_hash: string;
  reply: string;
  created_at: string;
}

export interface JobLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface UserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  email_key: string | null;
  mobile: string;
  mobile_verified_at: string | null;
  password_hash: string | null;
  gender: string | null;
  birthday: string | null;
  marketing_consent: Flag;
  notification_consent: Flag;
  loyal: Flag;
  /** JSON array of role names; the first is the one displayed */
  roles: string;
  /** JSON array of permissions ("project:orders.read|project:orders.write") */
  permissions: string;
  active: Flag;
  lang: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  /** when staff blocked the account (migration 0032, decision 0082); null: not blocked */
  blocked_at: Generated<string | null>;
  blocked_reason: Generated<string | null>;
  /** the staff's notes on the customer (back office only) */
  staff_notes: Generated<string>;
  /** how many provider identities are linked (migration 0037, decision 0093); > 0: `isSocial` */
  social_linked: Generated<number>;
}

/** A Google or Facebook account linked to a customer (migration 0037, decision 0093). */
export interface UserIdentityTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

/** One social sign-in between `/auth/{provider}/start` and its callback; single use. */
export interface SocialAttemptTable {
  id: Generated<number>;
  state_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  /** signin | link */
  intent: string;
  /** intent=link: the signed-in customer who started it */
  user_id: number | null;
  return_to: string;
  lang: string;
  /** SHA-256 of the random value in this browser's binding cookie */
  browser_hash: string;
  /** the address that started it, counted per hour (migration 0038, decision 0096); null when unknown */
  client_ip: Generated<string | null>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A provider's verified profile waiting for the link or sign-up step; single use. */
export interface SocialTicketTable {
  id: Generated<number>;
  token_hash: string;
  /** link | signup */
  kind: string;
  provider: string;
  subject: string;
  email: string | null;
  first_name: string;
  last_name: string;
  /** kind=link: the account that has the email */
  user_id: number | null;
  return_to: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Every link and unlink of a provider account (who, which, when, from where). */
export interface SocialLinkLogTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  /** link | unlink */
  action: string;
  client_ip: string | null;
  created_at: string;
}

export interface SessionFamilyTable {
  id: Generated<number>;
  user_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  user_agent: string | null;
  client_ip: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  family_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  subject: string;
  created_at: string;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  channel: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  purpose: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** the order this row confirms (migration 0030): composed from it when first sent */
  order_id: number | null;
  driver: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  city_id: number;
  district_id: number | null;
  place_id: number | null;
  address: string;
  selected: Flag;
  created_at: string;
  updated_at: string;
}

export interface UserListItemTable {
  user_id: number;
  list: string;
  product_id: number;
  size: string;
  qty: number;
  created_at: string;
}

/** The promo code a signed-in customer applied to their cart (migration 0029, decision 0076). */
export interface CartPromoTable {
  user_id: number;
  code: string;
  kept_at: string;
}

/** The products a signed-in customer viewed last (migration 0031, decision 0081): one row per product, at most 16. */
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  /** ISO time of the latest view */
  viewed_at: string;
}

export interface DB {
  user_identities: UserIdentityTable;
  social_attempts: SocialAttemptTable;
  social_tickets: SocialTicketTable;
  social_link_log: SocialLinkLogTable;
  categories: CategoryTable;
  brands: BrandTable;
  products: ProductTable;
  product_images: ProductImageTable;
  product_videos: ProductVideoTable;
  variant_groups: VariantGroupTable;
  variant_group_items: VariantGroupItemTable;
  parameters: ParameterTable;
  parameter_categories: ParameterCategoryTable;
  parameter_values: ParameterValueTable;
  product_parameters: ProductParameterTable;
  badges: BadgeTable;
  product_badges: ProductBadgeTable;
  campaigns: CampaignTable;
  product_campaigns: ProductCampaignTable;
  product_gifts: ProductGiftTable;
  faq: FaqTable;
  reviews: ReviewTable;
  subscriptions: SubscriptionTable;
  promo_codes: PromoCodeTable;
  promo_code_categories: PromoCodeCategoryTable;
  promo_code_brands: PromoCodeBrandTable;
  promo_code_uses: PromoCodeUseTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  payments: PaymentTable;
  order_refunds: OrderRefundTable;
  order_refund_lines: OrderRefundLineTable;
  payment_nonces: PaymentNonceTable;
  otp_challenges: OtpChallengeTable;
  sms_outbox: SmsOutboxTable;
  order_notices: OrderNoticeTable;
  idempotency_keys: IdempotencyKeyTable;
  job_leases: JobLeaseTable;
  users: UserTable;
  session_families: SessionFamilyTable;
  refresh_tokens: RefreshTokenTable;
  login_attempts: LoginAttemptTable;
  password_resets: PasswordResetTable;
  email_outbox: EmailOutboxTable;
  alerts: AlertTable;
  addresses: AddressTable;
  user_list_items: UserListItemTable;
  cart_promos: CartPromoTable;
  recently_viewed: RecentlyViewedTable;
  routes: RouteTable;
  route_redirects: RouteRedirectTable;
  menus: MenuTable;
  menu_items: MenuItemTable;
  cities: CityTable;
  districts: DistrictTable;
  places: PlaceTable;
  branches: BranchTable;
  product_stock: ProductStockTable;
  order_stock_takes: OrderStockTakeTable;
  banners: BannerTable;
  videos: VideoTable;
  tags: TagTable;
  pages: PageTable;
  articles: ArticleTable;
  vacancies: VacancyTable;
  uploaded_files: UploadedFileTable;
  job_applications: JobApplicationTable;
  feedbacks: FeedbackTable;
  popups: PopupTable;
  settings: SettingTable;
  search_synonyms: SearchSynonymTable;
  catalog_state: CatalogStateTable;
  catalog_changes: CatalogChangeTable;
  content_state: ContentStateTable;
  sitemap_state: SitemapStateTable;
  schema_migrations: SchemaMigrationTable;
  staff_sessions: StaffSessionTable;
  staff_roles: StaffRoleTable;
  audit_log: AuditLogTable;
  order_notes: OrderNoteTable;
  staff_password_resets: StaffPasswordResetTable;
  shop_secrets: ShopSecretTable;
  import_jobs: ImportJobTable;
}

/** A signing key shared by every instance on the database, by name and version (migration 0027, decision 0066). */
export interface ShopSecretTable {
  name: string;
  version: number;
  value: string;
  created_at: string;
  /** signs from this moment (earlier it is only accepted: every instance has read it before it signs) */
  active_from: string;
  /** accepted until this moment (null: until the next rotation sets it) */
  retire_at: string | null;
}

/** A products CSV import or dry run (migration 0027, decision 0066): any instance reads its progress. */
export interface ImportJobTable {
  id: string;
  owner_id: number;
  dry_run: Flag;
  /** 'running' | 'done' | 'failed' */
  state: string;
  lang: string;
  /** the instance running it */
  runner: string;
  total: Generated<number>;
  processed: Generated<number>;
  changed_rows: Generated<number>;
  rejected_rows: Generated<number>;
  applied: Generated<number>;
  /** the last line of the file whose batch is committed (an import) or planned (a dry run) */
  last_line: Generated<number>;
  /** JSON: { changes, rejected } */
  report: string;
  error_key: string | null;
  /** JSON of the message's variables */
  error_vars: string | null;
  /** the uploaded file while the job runs; null after */
  file: string | null;
  created_at: string;
  heartbeat_at: string;
  finished_at: string | null;
}

/** A single-use link to set a back-office password, sent to the account's own email or mobile (migration 0025, decision 0060). */
export interface StaffPasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** 'email' | 'sms' */
  channel: string;
  /** the staff member who sent it; null: the account's owner from the sign-in page */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** one row (id 1): bumped by triggers when what the shop's layout cache holds changes (migration 0019) */
export interface ContentStateTable {
  id: number;
  version: number;
}

/** one row (id 1): bumped by triggers when what the sitemap lists changes (migration 0028, decision 0067) */
export interface SitemapStateTable {
  id: number;
  version: number;
}

/** A staff member's sign-in to the back office (migration 0016, decision 0041). */
export interface StaffSessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  client_ip: string | null;
}

/** A role of the back office: a bundle of permissions (JSON array; `*` = all). */
export interface StaffRoleTable {
  id: Generated<number>;
  key: string;
  name: string;
  permissions: string;
  builtin: Flag;
  created_at: string;
  updated_at: string;
}

/** One write of the back office: who, when, what, before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string;
  /** create | update | remove | verify | status | import | login | … */
  action: string;
  entity: string;
  entity_id: number | null;
  summary: string;
  before_json: string | null;
  after_json: string | null;
  client_ip: string | null;
}

/** A staff member's note on an order. */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  user_name: string;
  text: string;
  created_at: string;
}

/** A stock or price alert of one recipient for one product (migration 0036, decision 0092). */
export interface AlertTable {
  id: Generated<number>;
  product_id: number;
  /** stock | price */
  kind: string;
  /** sms | email */
  channel: string;
  /** "994…" or the email address in lower case */
  recipient: string;
  lang: string;
  customer_id: number | null;
  /** the product's price (qəpik) when the alert was made */
  price_at: number;
  /** active | sent | cancelled */
  status: string;
  /** set by the products trigger when the alert's condition came true */
  due: Generated<number>;
  /** the recipient's daily limit was reached: not sent before this time (ISO) */
  not_before: string | null;
  client_ip: string | null;
  created_at: string;
  ended_at: string | null;
}

export type Lang = 'az' | 'ru' | 'en';
