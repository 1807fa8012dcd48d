import svgCaptcha from 'svg-captcha';

/** An image code: distorted characters as SVG, with look-alike characters left out. */
export function makeCaptcha() {
  const c = svgCaptcha.create({ size: 4, noise: 3, color: true, ignoreChars: '0oO1ilI', width: 120, height: 40, background: '#f3f5f9' });
  return { svg: c.data, answer: c.text.toLowerCase() };
}
