// What the panel's build plugins do to the files Umi wrote: name a changed or added file by its
// content, as Umi names hashed files (cached for good), and change the HTML pages that load it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<stem>.<first 8 hex of the content's md5><extension>`. */
export function contentHashedName(stem: string, extension: string, content: string | Buffer): string {
  return `${stem}.${crypto.createHash('md5').update(content).digest('hex').slice(0, 8)}${extension}`;
}

/** Applies `change` to every HTML page in the output folder. */
export function rewriteHtmlPages(output: string, change: (html: string, page: string) => string): void {
  for (const page of fs.readdirSync(output).filter((file) => file.endsWith('.html'))) {
    const file = path.join(output, page);
    fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8'), page));
  }
}
