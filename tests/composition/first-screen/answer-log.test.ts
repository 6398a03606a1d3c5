import { describe, expect, it } from 'vitest';
import { VisitorGate } from '@/application/shared/visitor-gate';
import { AnswerRecorder, replayingAnswers } from '@/composition/first-screen/answer-log';

/** A gateway that counts its calls. */
function countingGateway() {
  const calls: string[] = [];
  return {
    calls,
    gateway: {
      async page(language: string, slug: string) {
        calls.push(`page ${language} ${slug}`);
        return { language, slug, at: calls.length };
      },
      async broken() {
        calls.push('broken');
        throw new Error('down');
      },
      async feedback() {
        calls.push('feedback');
      },
    },
  };
}

describe('the answers a server render hands to the page', () => {
  it('records what the gateway answered, by call, and neither failures nor empty answers', async () => {
    const recorder = new AnswerRecorder();
    const { gateway } = countingGateway();
    const recorded = recorder.record('content', gateway);
    await recorded.page('en', 'about');
    await expect(recorded.broken()).rejects.toThrow('down');
    await recorded.feedback();
    expect(recorder.toJSON()).toEqual({
      'content.page["en","about"]': { language: 'en', slug: 'about', at: 1 },
    });
  });

  it('hands the answers on in the order of their calls, not of their arrival', async () => {
    const recorder = new AnswerRecorder();
    let answerAlpha: (value: string) => void = () => undefined;
    const gateway = {
      alpha: () => new Promise<string>((resolve) => (answerAlpha = resolve)),
      beta: async () => 'beta',
    };
    const recorded = recorder.record('content', gateway);
    const alpha = recorded.alpha();
    await recorded.beta();
    answerAlpha('alpha');
    await alpha;
    expect(JSON.stringify(recorder.toJSON())).toBe(
      '{"content.alpha[]":"alpha","content.beta[]":"beta"}',
    );
  });

  it('answers the recorded calls without calling while the visitor gate is shut', async () => {
    const answers = { 'content.page["en","about"]': { language: 'en', slug: 'about', at: 1 } };
    const gate = new VisitorGate(false);
    const { gateway, calls } = countingGateway();
    const replaying = replayingAnswers('content', gateway, answers, gate);
    expect(await replaying.page('en', 'about')).toEqual(answers['content.page["en","about"]']);
    expect(await replaying.page('en', 'about')).toEqual(answers['content.page["en","about"]']);
    expect(calls).toEqual([]);
    // A call the server did not make goes to the gateway.
    expect(await replaying.page('sv', 'om-oss')).toMatchObject({ slug: 'om-oss' });
    expect(calls).toEqual(['page sv om-oss']);
  });

  it('hands a replayed answer over only after the pause it is given (the task ends there)', async () => {
    const answers = { 'content.page["en","about"]': { language: 'en', slug: 'about', at: 1 } };
    let release: () => void = () => undefined;
    const pauses: string[] = [];
    const pause = () => {
      pauses.push('pause');
      return new Promise<void>((resolve) => (release = resolve));
    };
    const { gateway } = countingGateway();
    const replaying = replayingAnswers('content', gateway, answers, new VisitorGate(false), pause);
    let answered = false;
    const page = replaying.page('en', 'about').then((answer) => {
      answered = true;
      return answer;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(pauses).toEqual(['pause']);
    expect(answered).toBe(false);
    release();
    expect(await page).toEqual(answers['content.page["en","about"]']);
  });

  it('calls the gateway again once the page has taken over', async () => {
    const answers = { 'content.page["en","about"]': { language: 'en', slug: 'about', at: 1 } };
    const gate = new VisitorGate(false);
    const { gateway, calls } = countingGateway();
    const replaying = replayingAnswers('content', gateway, answers, gate);
    gate.open();
    expect(await replaying.page('en', 'about')).toEqual({ language: 'en', slug: 'about', at: 1 });
    expect(calls).toEqual(['page en about']);
  });
});
