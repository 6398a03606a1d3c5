/**
 * Hostile CMS content: XSS vectors for every field that renders HTML or a link. Each
 * one calls the sentinel `__xss(id)` if it ever runs, so a browser test that defines the sentinel
 * can tell which one got through. Unit tests push them through the sanitizers and link rules;
 * the http-mode journey plants them through the stub backend's data folder.
 */

export type VectorCategory =
  | 'script tag'
  | 'event handler'
  | 'javascript: URL'
  | 'data: URL'
  | 'vbscript: URL'
  | 'SVG'
  | 'MathML'
  | 'malformed markup'
  | 'mutation XSS'
  | 'frames and plugins'
  | 'meta, base and forms'
  | 'CSS injection';

export interface XssVector {
  /** The number the vector hands the sentinel. */
  readonly id: number;
  readonly category: VectorCategory;
  /** For HTML fields (notices, text blocks, rich text); for link fields, `url`. */
  readonly html?: string;
  readonly url?: string;
}

/** The sentinel call a vector makes when it runs. */
export const sentinel = (id: number): string => `__xss(${id})`;

const base64 = (text: string): string => btoa(text);

/** Vectors for fields that hold the editors' HTML. */
export const HTML_VECTORS: readonly XssVector[] = [
  // script tags, in every spelling
  { id: 1, category: 'script tag', html: `<script>${sentinel(1)}</script>` },
  {
    id: 2,
    category: 'script tag',
    html: `<SCRIPT SRC=data:text/javascript,${sentinel(2)}></SCRIPT>`,
  },
  { id: 3, category: 'script tag', html: `<scr<script>ipt>${sentinel(3)}</scr</script>ipt>` },
  { id: 4, category: 'script tag', html: `<<script>script>${sentinel(4)}<</script>/script>` },
  { id: 5, category: 'script tag', html: `<script\n type="module">${sentinel(5)}</script\n>` },
  // event handlers, waiting for load, error, hover, focus, toggle, animation
  { id: 6, category: 'event handler', html: `<img src=x onerror=${sentinel(6)}>` },
  { id: 7, category: 'event handler', html: `<b onmouseover="${sentinel(7)}">hover me</b>` },
  { id: 8, category: 'event handler', html: `<a href="/se" onclick="${sentinel(8)}">click me</a>` },
  {
    id: 9,
    category: 'event handler',
    html: `<span tabindex=0 autofocus onfocus=${sentinel(9)}>f</span>`,
  },
  { id: 10, category: 'event handler', html: `<body onload=${sentinel(10)}>b</body>` },
  {
    id: 11,
    category: 'event handler',
    html: `<details open ontoggle=${sentinel(11)}><summary>d</summary></details>`,
  },
  {
    id: 12,
    category: 'event handler',
    html: `<p style="animation:spin 1s" onanimationstart=${sentinel(12)}>a</p>`,
  },
  { id: 13, category: 'event handler', html: `<input autofocus onfocus=${sentinel(13)}>` },
  { id: 14, category: 'event handler', html: `<video><source onerror=${sentinel(14)}></video>` },
  { id: 15, category: 'event handler', html: `<IMG SRC=x ONERROR  =  "${sentinel(15)}">` },
  {
    id: 16,
    category: 'event handler',
    html: `<span onpointerenter=${sentinel(16)} onmouseenter=${sentinel(16)}>e</span>`,
  },
  // javascript: links with case, white space, entities and control characters
  { id: 17, category: 'javascript: URL', html: `<a href="javascript:${sentinel(17)}">j</a>` },
  { id: 18, category: 'javascript: URL', html: `<a href="JaVaScRiPt:${sentinel(18)}">j</a>` },
  {
    id: 19,
    category: 'javascript: URL',
    html: `<a href=" &#14; javascript:${sentinel(19)}">j</a>`,
  },
  { id: 20, category: 'javascript: URL', html: `<a href="jav&#x09;ascript:${sentinel(20)}">j</a>` },
  { id: 21, category: 'javascript: URL', html: `<a href="jav&#x0A;ascript:${sentinel(21)}">j</a>` },
  {
    id: 22,
    category: 'javascript: URL',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${sentinel(22)}">j</a>`,
  },
  { id: 23, category: 'javascript: URL', html: `<a href="javascript&colon;${sentinel(23)}">j</a>` },
  { id: 24, category: 'javascript: URL', html: `<a href="\u0001javascript:${sentinel(24)}">j</a>` },
  { id: 25, category: 'javascript: URL', html: `<a href="javascript://%0a${sentinel(25)}">j</a>` },
  {
    id: 26,
    category: 'javascript: URL',
    html: `<a href="/se" title="x"><b>ok</b></a><a href="java\tscript:${sentinel(26)}">j</a>`,
  },
  // data: and vbscript: links
  {
    id: 27,
    category: 'data: URL',
    html: `<a href="data:text/html,<script>parent.${sentinel(27)}</script>">d</a>`,
  },
  {
    id: 28,
    category: 'data: URL',
    html: `<a href="data:text/html;base64,${base64(`<script>parent.${sentinel(28)}</script>`)}">d</a>`,
  },
  {
    id: 29,
    category: 'data: URL',
    html: `<img src="data:image/svg+xml,<svg onload=${sentinel(29)}>">`,
  },
  { id: 30, category: 'vbscript: URL', html: `<a href="vbscript:${sentinel(30)}">v</a>` },
  { id: 31, category: 'vbscript: URL', html: `<a href=" VBSCRIPT:msgbox(${sentinel(31)})">v</a>` },
  // SVG
  { id: 32, category: 'SVG', html: `<svg onload=${sentinel(32)}>` },
  { id: 33, category: 'SVG', html: `<svg><script>${sentinel(33)}</script></svg>` },
  {
    id: 34,
    category: 'SVG',
    html: `<svg><a xlink:href="javascript:${sentinel(34)}"><text x="20" y="20">s</text></a></svg>`,
  },
  {
    id: 35,
    category: 'SVG',
    html: `<svg><animate onbegin=${sentinel(35)} attributeName=x dur=1s></svg>`,
  },
  {
    id: 36,
    category: 'SVG',
    html: `<svg><a><set attributeName=href to=javascript:${sentinel(36)} /><text y=20>s</text></a></svg>`,
  },
  {
    id: 37,
    category: 'SVG',
    html: `<svg><foreignObject><iframe srcdoc="<script>parent.${sentinel(37)}</script>"></iframe></foreignObject></svg>`,
  },
  // MathML
  {
    id: 38,
    category: 'MathML',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${sentinel(38)}>`,
  },
  {
    id: 39,
    category: 'MathML',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${sentinel(39)}">m</maction></math>`,
  },
  { id: 40, category: 'MathML', html: `<math href="javascript:${sentinel(40)}">m</math>` },
  {
    id: 41,
    category: 'MathML',
    html: `<math><mtext><h1><a><style><img src=x onerror=${sentinel(41)}></style></a></h1></mtext></math>`,
  },
  // malformed and nested markup
  { id: 42, category: 'malformed markup', html: `<<img src=x onerror=${sentinel(42)}//<` },
  { id: 43, category: 'malformed markup', html: `<img """><script>${sentinel(43)}</script>">` },
  {
    id: 44,
    category: 'malformed markup',
    html: `<!--<img src="--><img src=x onerror=${sentinel(44)}//">`,
  },
  {
    id: 45,
    category: 'malformed markup',
    html: `<p title="</p><img src=x onerror=${sentinel(45)}>">p</p>`,
  },
  { id: 46, category: 'malformed markup', html: `<![CDATA[<img src=x onerror=${sentinel(46)}>]]>` },
  { id: 47, category: 'malformed markup', html: `<div <img src=x onerror=${sentinel(47)}>>` },
  // mutation XSS: markup that changes meaning when parsed a second time
  {
    id: 48,
    category: 'mutation XSS',
    html: `<noscript><p title="</noscript><img src=x onerror=${sentinel(48)}>"></noscript>`,
  },
  {
    id: 49,
    category: 'mutation XSS',
    html: `<template><img src=x onerror=${sentinel(49)}></template>`,
  },
  {
    id: 50,
    category: 'mutation XSS',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${sentinel(50)}>`,
  },
  {
    id: 51,
    category: 'mutation XSS',
    html: `<textarea><img title="</textarea><img src=x onerror=${sentinel(51)}>"></textarea>`,
  },
  {
    id: 52,
    category: 'mutation XSS',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${sentinel(52)}>">`,
  },
  // frames and plugins
  {
    id: 53,
    category: 'frames and plugins',
    html: `<iframe srcdoc="<script>parent.${sentinel(53)}</script>"></iframe>`,
  },
  {
    id: 54,
    category: 'frames and plugins',
    html: `<iframe src="javascript:parent.${sentinel(54)}"></iframe>`,
  },
  {
    id: 55,
    category: 'frames and plugins',
    html: `<object data="javascript:${sentinel(55)}"></object>`,
  },
  {
    id: 56,
    category: 'frames and plugins',
    html: `<embed src="data:text/html,<script>parent.${sentinel(56)}</script>">`,
  },
  // meta refresh, base href, form actions
  {
    id: 57,
    category: 'meta, base and forms',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${sentinel(57)}">`,
  },
  {
    id: 58,
    category: 'meta, base and forms',
    html: `<base href="javascript:${sentinel(58)}//"><a href="/x">b</a>`,
  },
  {
    id: 59,
    category: 'meta, base and forms',
    html: `<form action="javascript:${sentinel(59)}"><button>send</button></form>`,
  },
  {
    id: 60,
    category: 'meta, base and forms',
    html: `<button formaction="javascript:${sentinel(60)}">send</button>`,
  },
  {
    id: 61,
    category: 'meta, base and forms',
    html: `<isindex action=javascript:${sentinel(61)} type=image>`,
  },
  // CSS injection
  {
    id: 62,
    category: 'CSS injection',
    html: `<p style="background:url(javascript:${sentinel(62)})">c</p>`,
  },
  { id: 63, category: 'CSS injection', html: `<p style="width:expression(${sentinel(63)})">c</p>` },
  {
    id: 64,
    category: 'CSS injection',
    html: `<style>@import 'javascript:${sentinel(64)}';</style>`,
  },
  { id: 65, category: 'CSS injection', html: `<style><img src=x onerror=${sentinel(65)}></style>` },
  {
    id: 66,
    category: 'CSS injection',
    html: `<link rel=stylesheet href="javascript:${sentinel(66)}">`,
  },
  {
    id: 67,
    category: 'CSS injection',
    html: `<a href="/se" style="position:fixed;inset:0;z-index:99999" onmouseover="${sentinel(67)}">cover</a>`,
  },
];

/** Vectors for fields that hold one address: menu and block links, footer links, image sources. */
export const URL_VECTORS: readonly XssVector[] = [
  { id: 101, category: 'javascript: URL', url: `javascript:${sentinel(101)}` },
  { id: 102, category: 'javascript: URL', url: `JAVASCRIPT:${sentinel(102)}` },
  { id: 103, category: 'javascript: URL', url: `  javascript:${sentinel(103)}` },
  { id: 104, category: 'javascript: URL', url: `\tjava\nscript:${sentinel(104)}` },
  { id: 105, category: 'javascript: URL', url: `\u0000javascript:${sentinel(105)}` },
  { id: 106, category: 'javascript: URL', url: `javascript://example.com/%0a${sentinel(106)}` },
  { id: 107, category: 'javascript: URL', url: `\u0001\u001fjavascript:${sentinel(107)}` },
  { id: 108, category: 'javascript: URL', url: `java\u200bscript:${sentinel(108)}` },
  {
    id: 109,
    category: 'data: URL',
    url: `data:text/html,<script>parent.${sentinel(109)}</script>`,
  },
  {
    id: 110,
    category: 'data: URL',
    url: `data:text/html;base64,${base64(`<script>parent.${sentinel(110)}</script>`)}`,
  },
  { id: 111, category: 'data: URL', url: `DATA:image/svg+xml,<svg onload=${sentinel(111)}>` },
  { id: 112, category: 'vbscript: URL', url: `vbscript:${sentinel(112)}` },
  { id: 113, category: 'vbscript: URL', url: ` VbScRiPt:${sentinel(113)}` },
  { id: 114, category: 'javascript: URL', url: `livescript:${sentinel(114)}` },
];

/** Every vector tried (at least 50). */
export const XSS_VECTORS: readonly XssVector[] = [...HTML_VECTORS, ...URL_VECTORS];
