import { useT } from '../../lib/i18n/index.ts';

export interface PageTitleProps {
  title: string;
}

/** The document title; React 19 hoists the element into <head>. */
export function PageTitle({ title }: PageTitleProps) {
  const t = useT();
  return <title>{`${title} | ${t('common.appName')}`}</title>;
}
