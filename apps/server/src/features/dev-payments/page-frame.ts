import { escapeHtml } from '../../platform/mail/templates';

/**
 * The frame of a local payments page, in the dev mailbox's plain style. Its forms post as a browser
 * navigation: under the app's Referrer-Policy (no-referrer) that carries `Origin: null`, which the
 * same-origin check refuses, so these pages let their own origin through (same-origin).
 */
export function pageFrame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} - Sudsy</title>
<style>
  body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; background: #f4f7fb; color: #1f2937; }
  main { max-width: 1100px; margin: 0 auto; }
  h1 { font-size: 24px; }
  h2 { font-size: 18px; margin: 24px 0 8px; }
  section, form.card { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #f1f5f9; vertical-align: top; }
  th { color: #4b5563; font-weight: 600; }
  code { font: 12px ui-monospace, monospace; }
  p.note { font-size: 14px; color: #4b5563; }
  button { background: #0369a1; color: #fff; border: 0; border-radius: 6px; padding: 6px 12px; font: inherit; cursor: pointer; }
  a { color: #0369a1; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  ${body}
</main>
</body>
</html>
`;
}
