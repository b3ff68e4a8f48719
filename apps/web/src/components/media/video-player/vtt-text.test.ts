import { describe, expect, it } from 'vitest';
import { vttText } from './vtt-text';

describe('vttText', () => {
  it('keeps plain text as it is', () => {
    expect(vttText('خذ نفساً عميقاً')).toBe('خذ نفساً عميقاً');
  });

  it('removes voice, style, class, language and timestamp tags', () => {
    expect(vttText('<v Narrator>Breathe <i>in</i> slowly</v>')).toBe('Breathe in slowly');
    expect(vttText('<c.yellow.bg_blue>Hold</c> <b>it</b> <u>now</u>')).toBe('Hold it now');
    expect(vttText('<lang ar>تنفّس</lang> <00:00:05.000>out')).toBe('تنفّس out');
    expect(vttText('<v.loud Sara Ali>Hello')).toBe('Hello');
  });

  it('removes a tag left open at the end of the text', () => {
    expect(vttText('Relax <i')).toBe('Relax');
  });

  it('decodes the named references', () => {
    expect(vttText('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(vttText('1 &lt; 2 &gt; 0')).toBe('1 < 2 > 0');
    expect(vttText('a&nbsp;b')).toBe('a\u00A0b');
    expect(vttText('&rlm;مرحبا&lrm;')).toBe('\u200Fمرحبا\u200E');
    expect(vttText('&quot;x&quot; &apos;y&apos;')).toBe('"x" \'y\'');
  });

  it('decodes numeric references and replaces impossible code points', () => {
    expect(vttText('&#65;&#x42;&#X43;')).toBe('ABC');
    expect(vttText('&#x1F33F;')).toBe('🌿');
    expect(vttText('a&#0;b&#xD800;c&#x110000;d')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
  });

  it('decodes in one pass, so an escaped reference stays a reference', () => {
    expect(vttText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves unknown references and lone ampersands as written', () => {
    expect(vttText('&copy; R&D & more')).toBe('&copy; R&D & more');
  });

  it('turns escaped markup into text, never into tags', () => {
    expect(vttText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
  });

  it('removes a raw HTML tag entirely', () => {
    expect(vttText('<img src=x onerror=alert(1)>')).toBe('');
    expect(vttText('Hi <script>alert(1)</script>')).toBe('Hi alert(1)');
  });

  it('keeps line breaks, trims lines and drops empty ones', () => {
    expect(vttText('  First line \n<i></i>\r\nSecond line  ')).toBe('First line\nSecond line');
  });
});
