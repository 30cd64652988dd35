// The Roteiro mail layout, written once in MJML (https://mjml.io) and compiled once per process: MJML turns it into
// the table-and-inline-style HTML the common mail clients read (Outlook's Word engine included). Compiling costs tens
// of milliseconds, so each mail only fills the compiled page's slots with its escaped blocks (render.ts).
import { palette } from '@mp/shared/ui/palette';

/** Slots of the compiled page, each replaced once per mail. */
export const SLOTS = {
  lang: '@@LANG@@',
  title: '@@TITLE@@',
  preview: '@@PREVIEW@@',
  home: '@@HOME@@',
  heading: '@@HEADING@@',
  body: '@@BODY@@',
  footer: '@@FOOTER@@',
} as const;

export const colours = {
  brand: palette.brand,
  primary: palette.primary,
  primaryText: palette.primaryText,
  text: palette.text,
  muted: palette.muted,
  divider: palette.divider,
  surface: palette.surface,
  surfaceAlt: palette.surfaceAlt,
  footerText: palette.footerText,
  footer: palette.footer,
} as const;

// System fonts only: MJML links a web font for some names (Roboto...), a request to a third party from every mail.
const FONT = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

const source = `<mjml lang="${SLOTS.lang}">
  <mj-head>
    <mj-title>${SLOTS.title}</mj-title>
    <mj-preview>${SLOTS.preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${colours.text}" padding="0" />
    </mj-attributes>
    <mj-raw>
      <meta name="color-scheme" content="light dark" />
      <meta name="supported-color-schemes" content="light dark" />
    </mj-raw>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      @media (prefers-color-scheme: dark) {
        .rt-page, .rt-page > div, .rt-card, .rt-card > table, .rt-card td { background: #111827 !important; }
        .rt-card div, .rt-card td, .rt-card p, .rt-card h1 { color: #e5e7eb !important; }
        .rt-card a { color: #93c5fd !important; }
        .rt-card .rt-button, .rt-card .rt-button td, .rt-card a.rt-button { background: ${colours.primary} !important; color: #ffffff !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="${colours.surfaceAlt}" width="600px" css-class="rt-page">
    <mj-section background-color="${colours.brand}" padding="20px 24px">
      <mj-column>
        <mj-text color="${colours.primaryText}" font-size="24px" line-height="28px" font-weight="700" letter-spacing="0.5px">
          <a href="${SLOTS.home}" style="color:${colours.primaryText};text-decoration:none">Roteiro</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${colours.surface}" padding="28px 24px 12px" css-class="rt-card">
      <mj-column>
        <mj-text font-size="22px" line-height="30px" font-weight="700" padding="0 0 16px">
          <h1 style="margin:0;font-size:22px;line-height:30px;font-weight:700">${SLOTS.heading}</h1>
        </mj-text>
        <mj-text>${SLOTS.body}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${colours.footer}" padding="16px 24px">
      <mj-column>
        <mj-text color="${colours.footerText}" font-size="13px" line-height="20px">${SLOTS.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | null = null;

/**
 * The compiled page with its slots, made on the first mail and kept for the life of the process. MJML itself is
 * loaded then too: reading the library takes about a second, which a process that sends no mail never pays.
 */
export function compiledLayout(): Promise<string> {
  compiled ??= import('mjml').then(async ({ default: mjml2html }) => {
    const result = await mjml2html(source, { validationLevel: 'strict' });
    if (result.errors.length > 0) throw new Error(`mail layout: ${result.errors[0]?.formattedMessage ?? 'invalid'}`);
    for (const slot of Object.values(SLOTS)) {
      if (!result.html.includes(slot)) throw new Error(`mail layout lost its ${slot} slot`);
    }
    return result.html;
  });
  return compiled;
}

export const styles = {
  paragraph: `margin:0 0 16px;font-size:16px;line-height:24px;color:${colours.text}`,
  link: `color:${colours.primary};text-decoration:underline`,
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px',
  label: `width:45%;padding:8px 12px 8px 0;border-bottom:1px solid ${colours.divider};color:${colours.muted};font-size:14px;line-height:20px;vertical-align:top;text-align:left;font-weight:400`,
  value: `padding:8px 0;border-bottom:1px solid ${colours.divider};color:${colours.text};font-size:15px;line-height:20px;vertical-align:top;text-align:left`,
  buttonCell: `border-radius:6px;background:${colours.primary}`,
  button: `display:inline-block;padding:12px 22px;border-radius:6px;background:${colours.primary};color:${colours.primaryText};font-size:16px;line-height:20px;font-weight:600;text-decoration:none`,
  footerLink: `color:${colours.footerText};text-decoration:underline`,
} as const;
