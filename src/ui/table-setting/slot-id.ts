/** The id of a category's plate button in one tool, so the go-back control can return to it. */
export function slotId(toolUid: string, categoryId: string): string {
  return `${toolUid}-plate-${categoryId}`;
}

/** The id of a tool's search view, which the open plate controls. */
export function searchViewId(toolUid: string): string {
  return `${toolUid}-search`;
}

/** The id of the filter that cuts the tool's pieces out of their pictures' ground. */
export function cutOutId(toolUid: string): string {
  return `${toolUid}-cut-out`;
}
