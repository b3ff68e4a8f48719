import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  STOP_SENTENCE,
  TEXT_RULES,
  permissionToStop,
  secondEmergencyWordings,
  type Language,
  type LocaleText,
} from '@/test/content-rules';

// The content guide (docs/content-guide.md) checked over every text of every locale file.

const LOCALES = import.meta.dirname;
/** The staff inbox's texts, held to the same rules (content review 3, item 7). */
const STAFF_LOCALES = join(import.meta.dirname, '../../../staff/src/locales');
const LANGUAGES: Language[] = ['en', 'ar'];

function flatten(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

/** Every text of the locale files under `folder`; the staff's namespaces are named `staff/…`. */
function localeTexts(folder: string, prefix = ''): LocaleText[] {
  return LANGUAGES.flatMap((language) =>
    readdirSync(join(folder, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const namespace = `${prefix}${file.slice(0, -'.json'.length)}`;
        const json: unknown = JSON.parse(readFileSync(join(folder, language, file), 'utf8'));
        return flatten(json, '', []).map(([key, text]) => ({ language, namespace, key, text }));
      }),
  );
}

const TEXTS = [...localeTexts(LOCALES), ...localeTexts(STAFF_LOCALES, 'staff/')];
const sample = (text: string, key = 'sample', language: Language = 'ar'): LocaleText => ({
  language,
  namespace: 'sample',
  key,
  text,
});

describe('every locale text', () => {
  it('is read from both languages, the staff inbox’s too', () => {
    expect(TEXTS.filter((t) => t.language === 'en').length).toBeGreaterThan(300);
    expect(TEXTS.filter((t) => t.language === 'ar').length).toBeGreaterThan(300);
    expect(TEXTS.filter((t) => t.namespace.startsWith('staff/')).length).toBeGreaterThan(100);
  });

  it.each(Object.keys(TEXT_RULES) as (keyof typeof TEXT_RULES)[])('passes %s', (name) => {
    const problems = TEXTS.flatMap((entry) => {
      const problem = TEXT_RULES[name](entry);
      return problem ? [`${entry.language}/${entry.namespace}:${entry.key} — ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('each rule fails on what the review found', () => {
  it('nahwBeforeDual: "نحو دقيقتان" and "نحو {{duration}}", not "نحو دقيقتين" or "المدة: …"', () => {
    const rule = TEXT_RULES.nahwBeforeDual;
    expect(rule(sample('نحو دقيقتان'))).toBeDefined();
    expect(rule(sample('يستغرق نحو ساعتان.'))).toBeDefined();
    expect(rule(sample('نحو {{duration}}'))).toBeDefined();
    expect(rule(sample('نحو دقيقتين'))).toBeUndefined();
    expect(rule(sample('نحو ثلاث دقائق ونصف'))).toBeUndefined();
    expect(rule(sample('المدة: {{duration}} تقريبًا'))).toBeUndefined();
    expect(rule(sample('About {{duration}}', 'k', 'en'))).toBeUndefined();
  });

  it('latinPunctuationInArabic: , ? ; beside Arabic words or values, not in a Latin run', () => {
    const rule = TEXT_RULES.latinPunctuationInArabic;
    expect(rule(sample('أرخِ كتفيك, ودع يديك تستريحان.'))).toBeDefined();
    expect(rule(sample('هل تريد حذف حسابك?'))).toBeDefined();
    expect(rule(sample('تنفّس ببطء; ثم توقّف.'))).toBeDefined();
    expect(rule(sample('{{name}}, {{state}}'))).toBeUndefined(); // no Arabic letter: not Arabic text
    expect(rule(sample('الاسم: {{name}}, الحالة'))).toBeDefined();
    expect(rule(sample('أرخِ كتفيك، ودع يديك تستريحان؟'))).toBeUndefined();
    expect(rule(sample('اضغط Ctrl+Z,Ctrl+Y للتراجع'))).toBeUndefined();
    expect(rule(sample('Breathe in, slowly?', 'k', 'en'))).toBeUndefined();
  });

  it('dialablePhoneNumber: a real-looking number in any language, not the masked example', () => {
    const rule = TEXT_RULES.dialablePhoneNumber;
    expect(rule(sample('With the country code, for example +962 79 123 4567', 'k', 'en'))).toBe(
      '"+962 79 123 4567" looks like a real phone number: mask it, as "+962 7x xxx xxxx"',
    );
    expect(rule(sample('اتصل بالرقم 0791234567'))).toBeDefined();
    expect(rule(sample('Call (06) 555-0199', 'k', 'en'))).toBeDefined();
    expect(rule(sample('for example +962 7x xxx xxxx', 'k', 'en'))).toBeUndefined();
    expect(rule(sample('15 minutes once a week for 4 weeks; 208 s, 0-73 s', 'k', 'en'))).toBe(
      undefined,
    );
    expect(rule(sample('AES-256-GCM', 'k', 'en'))).toBeUndefined();
  });

  it('accusativeAfterNumber: "100 حرفًا", "5 دقيقةً" and "{{max}} حرفًا", not "32 حرفًا" or a _many form', () => {
    const rule = TEXT_RULES.accusativeAfterNumber;
    expect(rule(sample('يرجى ألّا يزيد النص على 100 حرفًا'))).toBeDefined();
    expect(rule(sample('على 200 حرفًا'))).toBeDefined();
    expect(rule(sample('خلال 5 دقيقةً'))).toBeDefined();
    expect(rule(sample('يرجى ألّا يزيد النص على {{nameMax}} حرفًا', 'errors.nameTooLong'))).toBe(
      rule(sample('على {{nameMax}} حرفًا')),
    );
    expect(rule(sample('على {{nameMax}} حرفًا'))).toBeDefined();
    expect(rule(sample('من 32 حرفًا على الأكثر'))).toBeUndefined();
    expect(rule(sample('254 حرفًا'))).toBeUndefined();
    expect(rule(sample('{{count}} تمرينًا', 'count_many'))).toBeUndefined();
    expect(rule(sample('{{count}} تمرين', 'count_other'))).toBeUndefined();
    expect(rule(sample('100 حرف'))).toBeUndefined();
    expect(rule(sample('المدة: {{duration}} تقريبًا'))).toBeUndefined();
  });

  it('conditionalAnswer: an answer without فـ after إن، إذا or متى, not one with it or a condition put last', () => {
    const rule = TEXT_RULES.conditionalAnswer;
    // What content review 3 found (§5 item 6).
    expect(rule(sample('إن رغبت، يمكنك كتابة بضع كلمات:'))).toBeDefined();
    expect(rule(sample('إن رغبتِ، خذي بضع دقائق للرسم.'))).toBeDefined();
    expect(rule(sample('ومتى شئت، يمكنك فتح عينيك.'))).toBeDefined();
    expect(rule(sample('وإن استخدمت واحة دون حساب، تبقى إجاباتك على هذا الجهاز.'))).toBeDefined();
    expect(rule(sample('شكرًا لك. إن شئتما، تحدّثا معًا.'))).toBeDefined();
    expect(rule(sample('إن رغبت، فيمكنك كتابة بضع كلمات:'))).toBeUndefined();
    expect(rule(sample('إن شعرت بأنك أسوأ، أو لم تهدأ مشاعر قوية، فتحدّث إلى شخص تثق به.'))).toBe(
      undefined,
    );
    expect(rule(sample('يمكنك إغماض عينيك برفق إن شئت.'))).toBeUndefined();
    expect(rule(sample('If you like, you can write.', 'k', 'en'))).toBeUndefined();
    // A spoken sentence waits for its recording.
    expect(
      rule({
        language: 'ar',
        namespace: 'imagination',
        key: 'narration.change',
        text: 'إن ظهرت، يمكنك',
      }),
    ).toBeUndefined();
  });

  it('arabicTerms: a second wording of a fixed term, not the term itself', () => {
    const rule = TEXT_RULES.arabicTerms;
    // The five wordings of "trusted person", "tab", "try again" and "start" the review found.
    expect(rule(sample('أو بشخص قريب موثوق.'))).toBeDefined();
    expect(rule(sample('أو بشخص قريب موضع ثقة.'))).toBeDefined();
    expect(rule(sample('يبقى في علامة التبويب هذه إلى أن تُغلق.'))).toBeDefined();
    expect(rule(sample('أعِد المحاولة', 'retry'))).toBeDefined();
    expect(rule(sample('المحاولة من جديد', 'progress.retry'))).toBeDefined();
    expect(rule(sample('بدء التمرين', 'intro.start'))).toBeDefined();
    expect(rule(sample('البدء', 'intro.start'))).toBeDefined();
    expect(rule(sample('لنبدأ', 'intro.start'))).toBeDefined();
    expect(rule(sample('أو بشخص قريب منك موثوق به.'))).toBeUndefined();
    expect(rule(sample('يبقى في هذه النافذة فقط.'))).toBeUndefined();
    expect(rule(sample('حاول مرة أخرى', 'retry'))).toBeUndefined();
    expect(rule(sample('يرجى المحاولة مرة أخرى.'))).toBeUndefined();
    expect(rule(sample('ابدأ التمرين', 'intro.start'))).toBeUndefined();
    expect(rule(sample('ابدأ تمرين الجسد', 'intro.start'))).toBeUndefined();
    expect(rule(sample('لنبدأ.', 'narration.countdown.begin'))).toBeUndefined();
  });

  it('permissionToStop: an exercise whose narration and intro never say "stop"', () => {
    const exercise = (language: Language, intro: string, narration: string): LocaleText[] => [
      { language, namespace: 'breathing', key: 'intro.tip', text: intro },
      { language, namespace: 'breathing', key: 'narration.welcome', text: narration },
      { language, namespace: 'breathing', key: 'finish.message', text: 'You can stop now.' },
    ];
    // Guided relaxation's intro before this check: "pause", but never "stop".
    const before = exercise('en', 'You can pause at any time.', 'Welcome.');
    expect(permissionToStop('en', 'breathing', before)).toBeDefined();
    const after = exercise('en', 'You can pause or stop at any time.', 'Welcome.');
    expect(permissionToStop('en', 'breathing', after)).toBeUndefined();
    const arBefore = exercise('ar', 'يمكنك الإيقاف المؤقت في أي وقت.', 'أهلًا بك.');
    expect(permissionToStop('ar', 'breathing', arBefore)).toBeDefined();
    const arAfter = exercise('ar', 'أهلًا بك.', 'يمكنك الإيقاف المؤقت أو التوقف في أي وقت.');
    expect(permissionToStop('ar', 'breathing', arAfter)).toBeUndefined();
    expect(STOP_SENTENCE.ar.test('ويمكنك التوقّف في أيّ وقت.')).toBe(true);
  });
});

describe('one vetted emergency sentence', () => {
  it('is the only wording of danger and emergency services in every locale file', () => {
    expect(secondEmergencyWordings(TEXTS)).toEqual([]);
  });

  it('fails on a second wording, and accepts a video that says the vetted sentence', () => {
    const vetted: LocaleText = {
      language: 'en',
      namespace: 'common',
      key: 'emergency.inDanger',
      text: 'If you or someone else is in danger now, contact your local emergency services.',
    };
    const own = (text: string, language: Language = 'en'): LocaleText => ({
      language,
      namespace: 'drawing',
      key: 'prompt.care',
      text,
    });
    // The drawing prompt's own words before this check: "now" and "someone else" dropped.
    expect(
      secondEmergencyWordings([
        vetted,
        own('If you are in danger, contact your local emergency services.'),
      ]),
    ).toHaveLength(1);
    expect(
      secondEmergencyWordings([vetted, own('فيمكنك الاتصال بخدمات الطوارئ المحلية.', 'ar')]),
    ).toHaveLength(1);
    expect(secondEmergencyWordings([vetted, own(vetted.text)])).toEqual([]);
    expect(secondEmergencyWordings([vetted, own('Take a slow breath.')])).toEqual([]);
  });
});

/** Exercises whose narration lives in a namespace of their own, under `narration`. */
const SPEAKING_EXERCISES = [
  ...new Set(TEXTS.filter((t) => t.key.startsWith('narration.')).map((t) => t.namespace)),
];

describe('permission to stop', () => {
  it('is checked on every exercise that speaks', () => {
    expect(SPEAKING_EXERCISES).toEqual(
      expect.arrayContaining([
        'guided-relaxation',
        'finger-breathing',
        'imagination',
        'relaxation',
        'body-exercise',
        'personal-sources',
      ]),
    );
  });

  it.each(LANGUAGES.flatMap((language) => SPEAKING_EXERCISES.map((ns) => [language, ns] as const)))(
    'is given in %s by %s, in its narration or on its intro screen',
    (language, namespace) => {
      expect(permissionToStop(language, namespace, TEXTS)).toBeUndefined();
    },
  );
});
