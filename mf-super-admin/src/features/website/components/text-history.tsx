// The saved versions of one website text (the hero's words of one language, or one static page in one language), in
// the back office's version history (shared/content-history): restored, the editor shows the text and the site too.
import type { ReactNode } from 'react';
import type { SuperWebsiteHome, SuperWebsitePage } from '@mp/shared/contracts';
import type { FieldText } from '../../../shared/content-history/content-differences';
import { VersionHistory } from '../../../shared/content-history/version-history';
import type { VersionedText } from '../api/keys';
import { websiteVersionQueryOptions, type WebsiteVersion } from '../api/get-website-version';
import { websiteVersionsQueryOptions } from '../api/get-website-versions';
import { useRestoreWebsiteVersion } from '../api/restore-website-version';

export function TextHistory({
  text,
  renderPreview,
  fieldsOf,
  currentFields,
  onRestored,
}: {
  text: VersionedText;
  /** The chosen version's text, read-only, as the site would show it. */
  renderPreview(version: WebsiteVersion): ReactNode;
  /** A version's text field by field, and the current saved text the same way, to show what a version changes. */
  fieldsOf(version: WebsiteVersion): FieldText[];
  currentFields: readonly FieldText[];
  onRestored(saved: SuperWebsiteHome | SuperWebsitePage): void;
}): ReactNode {
  const restore = useRestoreWebsiteVersion();
  return (
    <VersionHistory
      strings="website.history"
      language={text.language}
      versionsQuery={(page) => websiteVersionsQueryOptions(text, page)}
      versionQuery={(id) => websiteVersionQueryOptions(text, id)}
      restore={{ isPending: restore.isPending, mutate: (id, callbacks) => restore.mutate({ text, id }, callbacks) }}
      renderPreview={renderPreview}
      fieldsOf={fieldsOf}
      currentFields={currentFields}
      onRestored={onRestored}
    />
  );
}
