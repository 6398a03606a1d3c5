/** SPEC §3 Content link: one story the content service knows, fetched at start-up (SPEC §4). */
export interface ContentLink {
  readonly id: string;
  readonly uuid: string;
  /** The story's whole path, language folder included (`sv/om-oss`). */
  readonly slug: string;
}
