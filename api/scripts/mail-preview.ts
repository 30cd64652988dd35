// pnpm mail:preview [folder]: every mail template rendered with its sample data in en and pt, written as .html and
// .txt files (default api/dist/mail-previews) and listed. Links use PUBLIC_URL (default http://localhost:8080).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailTemplates, renderSample, templateAbout } from '../src/mail';

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? 'dist/mail-previews');
  const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  await mkdir(folder, { recursive: true });
  for (const template of mailTemplates) {
    const files: string[] = [];
    for (const locale of ['en', 'pt'] as const) {
      const mail = await renderSample(template, locale, publicUrl);
      const base = path.join(folder, `${template}.${locale}`);
      await writeFile(`${base}.html`, mail.html);
      await writeFile(`${base}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
      files.push(`${template}.${locale}.html`);
    }
    console.log(`${template.padEnd(24)} ${templateAbout(template).padEnd(64)} ${files.join('  ')}`);
  }
  console.log(`\n${mailTemplates.length * 2} mails (.html + .txt) in ${folder}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
