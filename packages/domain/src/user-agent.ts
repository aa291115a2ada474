// Device Activity names a session's device from the User-Agent header its browser sent.

export type DeviceDescription = { browser: string; system: string };

const unknown = 'Unknown';

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and Android says "Linux".
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Chrome 120" and "Windows", or Unknown for what it cannot tell (a script, an empty header). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(agent));
  const system = systems.find(([pattern]) => pattern.test(agent));
  const version = browser ? browser[0].exec(agent)?.[1] : undefined;
  return {
    browser: browser ? `${browser[1]}${version ? ` ${version}` : ''}` : unknown,
    system: system ? system[1] : unknown,
  };
}
