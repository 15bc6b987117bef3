/**
 * Makes user CSS safe to place inside a <style> element: an HTML parser ends the element at
 * the first `</style`, whatever CSS context it sits in, so each one is written as `<\/style`
 * (the backslash is a no-op escape in CSS). Nothing else in CSS can leave the element.
 */
export function neutraliseCss(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}
