import { useTranslation } from 'react-i18next';

import { Board, type BoardSubTab, type BoardTab } from './board';

/** /home (and /sports, /results, /betting for now): the board on its own page. */
export function BoardPage({ tab, subTab }: { tab?: BoardTab; subTab?: BoardSubTab }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <h1 className="sr-only">{t('board.pageTitle')}</h1>
      <Board initialTab={tab} initialSubTab={subTab} />
    </div>
  );
}
