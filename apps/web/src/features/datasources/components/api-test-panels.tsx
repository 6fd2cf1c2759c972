import { FlaskConical, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CardContent, TitledCard } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import type { RacingApiTest } from '../hooks/use-racing-api-tests';
import { formatCount } from '../model/stats-figures';
import { ActionButton } from './action-button';
import { TestResultView } from './test-result-view';

/** /api-testing: one panel per third-party racing API with its 'Probar' button and the whole answer. */
export function ApiTestPanels({ tests }: { tests: RacingApiTest[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TitledCard
      icon={FlaskConical}
      iconClassName="size-5"
      title={t('datasources.testing.panels.title')}
      description={t('datasources.testing.panels.description')}
    >
      <CardContent>
        <Tabs defaultValue={tests[0]?.id}>
          <TabsList className="scrollbar-none flex w-full justify-start overflow-x-auto sm:w-fit">
            {tests.map(({ id }) => (
              <TabsTrigger key={id} value={id}>
                {t(`datasources.testing.apis.${id}.short`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tests.map(({ id, query, run }) => (
            <TabsContent key={id} value={id} className="grid gap-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <h3 className="font-semibold">{t(`datasources.testing.apis.${id}.title`)}</h3>
                  <p className="max-w-2xl text-sm text-muted-foreground">
                    {t(`datasources.testing.apis.${id}.description`)}
                  </p>
                  <p className="font-mono text-xs text-muted-foreground">{t(`datasources.testing.apis.${id}.call`)}</p>
                </div>
                <ActionButton pending={query.isFetching} icon={<Play aria-hidden />} onClick={() => void run()}>
                  {t('datasources.test.run')}
                </ActionButton>
              </div>
              <TestResultView
                result={query.data}
                error={query.error}
                facts={
                  query.data?.data
                    ? [
                        {
                          label: t('datasources.testing.apis.us-horse-racing-api.racesFound'),
                          value: formatCount(query.data.data.racesFound, i18n.language),
                        },
                      ]
                    : []
                }
              />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </TitledCard>
  );
}
