import type { TApiConfigurationResponse, TUpdateApiConfigurationRequest } from '@galope/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '@/components/ui/use-toast';

import { useUpdateApiConfiguration } from '../api/update-api-configuration';
import { useFailureToast } from './use-failure-toast';

type Field = keyof TUpdateApiConfigurationRequest;

/**
 * Saves a source's changed fields at once and says so. `pending` holds the values on their way, so
 * a switch shows its new position while the request runs and each control knows it is busy. The
 * panel card and the list page word their failure differently (spec §8).
 */
export function useSaveConfiguration(configuration: TApiConfigurationResponse, screen: 'panel' | 'list') {
  const { t } = useTranslation();
  const showFailure = useFailureToast();
  const { mutateAsync } = useUpdateApiConfiguration();
  const [pending, setPending] = useState<TUpdateApiConfigurationRequest>({});
  const { apiId, apiName } = configuration;

  const save = useCallback(
    async (changes: TUpdateApiConfigurationRequest): Promise<boolean> => {
      const fields = Object.keys(changes) as Field[];
      setPending((current) => ({ ...current, ...changes }));
      try {
        // mutateAsync: two switches flipped quickly are two requests, and each one is reported.
        await mutateAsync({ apiId, changes });
        toast({
          title: t('datasources.toast.saved'),
          description: t('datasources.toast.savedText', { name: apiName }),
          variant: 'success',
        });
        return true;
      } catch (error) {
        if (screen === 'panel')
          showFailure(t('datasources.toast.errorTitle'), error, t('datasources.errors.updatePanel'));
        else showFailure(t('datasources.errors.updateList'), error);
        return false;
      } finally {
        setPending((current) => {
          const next = { ...current };
          for (const field of fields) delete next[field];
          return next;
        });
      }
    },
    [apiId, apiName, screen, showFailure, t, mutateAsync],
  );

  return { save, pending };
}
