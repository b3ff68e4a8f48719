/**
 * Arabic words and phrases people choose as passwords, written as `foldArabic` leaves them, most
 * common first (the rank is how early a guesser tries one). zxcvbn's Arabic package brings only
 * names in Latin letters, so the Arabic script is covered here: the word "password" itself, love,
 * faith, family, places and the commonest names.
 */
export const ARABIC_PASSWORD_WORDS: readonly string[] = [
  'محمد',
  'الله',
  'احبك',
  'بحبك',
  'حبيبي',
  'حبيبتي',
  'كلمه السر',
  'كلمهالسر',
  'كلمه سر',
  'كلمهسر',
  'كلمه المرور',
  'كلمهالمرور',
  'كلمه مرور',
  'كلمهمرور',
  'كلمه',
  'السر',
  'سر',
  'مرور',
  'الله اكبر',
  'اللهاكبر',
  'الحمدلله',
  'الحمد لله',
  'بسم الله',
  'بسمالله',
  'سبحان الله',
  'سبحانالله',
  'ماشاءالله',
  'لا اله الا الله',
  'لااله الاالله',
  'احمد',
  'علي',
  'عمر',
  'يوسف',
  'خالد',
  'حسن',
  'حسين',
  'عبدالله',
  'ابراهيم',
  'مصطفي',
  'فاطمه',
  'مريم',
  'نور',
  'ساره',
  'زينب',
  'عائشه',
  'خديجه',
  'ليلي',
  'امي',
  'ابي',
  'ماما',
  'بابا',
  'حياتي',
  'قلبي',
  'عمري',
  'روحي',
  'اشتقتلك',
  'مرحبا',
  'السلام عليكم',
  'سلام',
  'حب',
  'امل',
  'وطن',
  'حريه',
  'فلسطين',
  'سوريا',
  'مصر',
  'العراق',
  'لبنان',
  'الاردن',
  'اليمن',
  'السودان',
  'ليبيا',
  'السعوديه',
];

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Arabic-Indic and Persian digits as 0–9: "١٢٣٤٥٦" is 123456 to a guesser. */
export function foldDigits(text: string): string {
  return text.replace(ARABIC_INDIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * One spelling for what people type in several ways: no vowel marks or tatweel, hamza seats on
 * alef as a bare alef, alef maqsura as yaa, taa marbuta as haa; digits as 0–9.
 */
export function foldArabic(text: string): string {
  return foldDigits(text)
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/**
 * The Latin key under each Arabic letter on the usual Arabic keyboard (the one phones and
 * computers share): "ضصثقفغ" is "qwerty" typed there, and a Latin password typed with the Arabic
 * layout on is as guessable as the password itself.
 */
const ARABIC_KEYS: Readonly<Record<string, string>> = {
  ذ: '`',
  ض: 'q',
  ص: 'w',
  ث: 'e',
  ق: 'r',
  ف: 't',
  غ: 'y',
  ع: 'u',
  ه: 'i',
  خ: 'o',
  ح: 'p',
  ج: '[',
  د: ']',
  ش: 'a',
  س: 's',
  ي: 'd',
  ب: 'f',
  ل: 'g',
  ا: 'h',
  ت: 'j',
  ن: 'k',
  م: 'l',
  ك: ';',
  ط: "'",
  ئ: 'z',
  ء: 'x',
  ؤ: 'c',
  ر: 'v',
  ى: 'n',
  ة: 'm',
  و: ',',
  ز: '.',
  ظ: '/',
};

/** The keys pressed to type `text` with the Arabic layout, as the Latin layout names them. */
export function arabicKeysAsLatin(text: string): string {
  return [...text].map((character) => ARABIC_KEYS[character] ?? character).join('');
}

/** Whether `text` has an Arabic letter (its other forms are worth checking). */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06FF]/.test(text);
}
