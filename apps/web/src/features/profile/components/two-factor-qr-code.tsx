import { create } from 'qrcode';

// Scanners need a light margin of four modules around the code, and dark modules on light in
// either theme: the colours are fixed, not the theme's.
const quietZone = 4;

/** One path for every dark module, each row's runs drawn as one rectangle. */
function darkModulesPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      commands.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size + 2 * quietZone, path: commands.join('') };
}

/** The otpauth link as a QR code for the authenticator app to scan, drawn as SVG (no script, no data URL). */
export default function TwoFactorQrCode({ uri, className }: { uri: string; className?: string }) {
  const { size, path } = darkModulesPath(uri);
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      data-testid="two-factor-qr-code"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
