/**
 * What the ContentStore logs when every part of the site's content fails (docs/product.md#errors),
 * in Swedish.
 */
export const CONTENT_FAILURE_LOGS_SV = [
  "Couldn't load the content links",
  "Couldn't load the settings (sv)",
  "Couldn't load the notices (sv)",
  "Couldn't load the footer (sv)",
  "Couldn't load the main menu (sv)",
  "Couldn't load the secondary menu (sv)",
  "Couldn't load the stores",
] as const;
