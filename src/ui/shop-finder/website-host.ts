/** A store's web address as shoppers read it: `kaolin.example`, or the text itself if not a URL. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
