import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  firstScreenScript,
  readFirstScreen,
  type FirstScreen,
} from '@/composition/first-screen/first-screen';

const HOSTILE = '</script><script>alert(1)</script><!--';

/** The script element's text, as the browser's parser takes it. */
function scriptText(html: string): string {
  const match = /^<script type="application\/json" id="first-screen">([\s\S]*)<\/script>$/.exec(
    html,
  );
  if (!match) throw new Error(`not one script element: ${html.slice(0, 80)}`);
  return match[1]!;
}

describe('the first screen a server-rendered page carries', () => {
  it('cannot be ended early by text from a backend', () => {
    const screen: FirstScreen = {
      settings: { VITE_SHOP_ADAPTERS: 'memory' },
      status: 200,
      renderedAt: 1,
      answers: { 'content.page["en","x"]': { name: HOSTILE, amp: 'a & b', line: '\u2028' } },
    };
    const html = firstScreenScript(screen);
    const text = scriptText(html);
    expect(text).not.toMatch(/<\/script|<!--|<script/i);
    expect(readFirstScreen(text)).toEqual(screen);
  });

  // Keys as the recorder writes them: a port and method, then the call's arguments.
  const callKey = fc.string().map((args) => `content.page${args}`);

  test.prop([fc.dictionary(callKey, fc.jsonValue()), fc.nat()])(
    'reads back as written, whatever the answers hold',
    (answers, renderedAt) => {
      const screen: FirstScreen = { settings: {}, status: 200, renderedAt, answers };
      const text = scriptText(firstScreenScript(screen));
      expect(text).not.toMatch(/<\/script/i);
      expect(JSON.stringify(readFirstScreen(text))).toBe(JSON.stringify(screen));
    },
  );

  it('is left out, with a warning, when it cannot be read', () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(readFirstScreen(undefined)).toBeUndefined();
      expect(readFirstScreen('{not json')).toBeUndefined();
      expect(
        readFirstScreen('{"settings":{},"status":200,"renderedAt":"soon","answers":{}}'),
      ).toBeUndefined();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toHaveLength(2);
  });
});
