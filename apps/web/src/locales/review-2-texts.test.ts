import { describe, expect, it } from 'vitest';
import arBody from './ar/body-exercise.json';
import arFinger from './ar/finger-breathing.json';
import arHub from './ar/hub.json';
import arNarration from './ar/narration.json';
import arSources from './ar/personal-sources.json';
import arNetwork from './ar/social-network.json';
import enFinger from './en/finger-breathing.json';
import enHub from './en/hub.json';
import enNarration from './en/narration.json';
import enSources from './en/personal-sources.json';

// Content review 2 (problems 7, 10 and 15): Arabic that said something else than meant, and
// sentences that promised what a person in a war may not have. Each is checked where it was.

describe('the four Arabic errors of meaning and grammar', () => {
  it('asks what one gives a person, not what the person takes', () => {
    expect(arNetwork.questions.give).not.toMatch(/يأخذه/);
    expect(arNetwork.questions.give_female).toBe('ما الذي تقدّمينه لهذا الشخص؟');
    expect(arNetwork.questions.give_male).toBe('ما الذي تقدّمه لهذا الشخص؟');
  });

  it('says "no right or wrong" in the body exercise, not "injury" («الإصابة»)', () => {
    for (const text of [arBody.intro.lead, arBody.intro.lead_female, arBody.intro.lead_male]) {
      expect(text).not.toMatch(/الإصابة|تصيبي|تصيب في/);
      expect(text).toMatch(/لا صواب هنا ولا خطأ/);
    }
  });

  it('lets «نفسكِ» agree with its verb in personal sources (تعيشها, not تعيشينها)', () => {
    expect(arSources.steps['9'].content_female).not.toMatch(/تعيشينها/);
    expect(arSources.steps['9'].content_female).toMatch(/دعي نفسكِ تعيشها/);
  });

  it('asks what one values in a person in plain Arabic, not the calque «له قيمة عندك»', () => {
    expect(arNetwork.questions.value).not.toMatch(/له قيمة عندك/);
    expect(arNetwork.questions.value_female).toBe('ما الذي تقدّرينه في هذا الشخص؟');
  });
});

describe('no promise the app cannot keep', () => {
  it('breathing and imagination "may help you feel calmer", not "safer"', () => {
    expect(enHub.categories.creativity.text).toMatch(/may help you feel calmer/);
    expect(enHub.categories.creativity.text).not.toMatch(/safer/);
    expect(arHub.categories.creativity.text).toMatch(/قد يساعدان.*الهدوء/);
    expect(arHub.categories.creativity.text).not.toMatch(/الأمان/);
  });

  it('slow breathing "can calm" the alarm', () => {
    expect(enNarration.videos.traumaCoping.s2.a).toMatch(/^Slow breathing can calm/);
    expect(arNarration.videos.traumaCoping.s2.a).toMatch(/^التنفّس البطيء قد يهدّئ/);
    expect(arNarration.videos.traumaCoping.s2.a_female).toMatch(/^التنفّس البطيء قد يهدّئ/);
  });

  it('does not say the hand is always there', () => {
    expect(enFinger.completion.message).not.toMatch(/always with you/);
    expect(enFinger.completion.message).toMatch(/with your hand or just in your mind/);
    expect(arFinger.completion.message).not.toMatch(/يدك معك دائمًا/);
  });

  it('does not say that the people and places of one’s sources "are still there"', () => {
    expect(enSources.end.text).not.toMatch(/still there/);
    for (const text of [arSources.end.text, arSources.end.text_female, arSources.end.text_male]) {
      expect(text).not.toMatch(/ما زالت موجودة|حين تشتد الأوقات/);
    }
    expect(arSources.steps['11'].content).not.toMatch(/حين تشتد الأوقات/);
  });
});
