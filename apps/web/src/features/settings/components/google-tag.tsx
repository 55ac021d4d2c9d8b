import { useEffect } from 'react';
import { injectGoogleTag } from '../utils/inject-google-tag.ts';

export interface GoogleTagProps {
  /** settings.google_tag: an HTML snippet with the tag-manager scripts. */
  snippet: string | undefined;
}

/** Puts the settings' google tag into <head> once; later changes of the settings do not add it again. */
export function GoogleTag({ snippet }: GoogleTagProps) {
  useEffect(() => {
    if (snippet) injectGoogleTag(snippet);
  }, [snippet]);
  return null;
}
