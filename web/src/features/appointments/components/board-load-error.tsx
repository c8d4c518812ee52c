import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';

type TProps = { isRetrying: boolean; onRetry: () => void };

/**
 * The board's read (its technician columns come with it) failed: SPEC §8 'Failed to load technician list' and a retry,
 * in place of columns that would be drawn from old data.
 */
export function BoardLoadError({ isRetrying, onRetry }: TProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={errorText('TECHNICIAN_LIST_FAILED', currentLanguage())}
      data-testid="board-load-error"
      action={
        <Button onClick={onRetry} loading={isRetrying} data-testid="board-retry">
          {t('common.retry')}
        </Button>
      }
      style={{ margin: '12px 0' }}
    />
  );
}
