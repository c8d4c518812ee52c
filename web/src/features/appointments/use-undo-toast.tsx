import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.bridge';
import { RpcError } from '../../lib/rpc.client';

/** How long a change can be undone from its toast (issue 22). */
export const UNDO_SECONDS = 10;

let undoCount = 0;

/**
 * A toast after a move, a length change or a delete, with an Undo button for UNDO_SECONDS (issue 22, ADR 030). Undo
 * runs the reverse call; its refusal (the slot was booked meanwhile) is shown as the server words it.
 */
export function useUndoToast() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();

  return function offerUndo(text: string, undo: () => Promise<unknown>) {
    undoCount += 1;
    const key = `undo-${undoCount}`;
    const run = async () => {
      message.destroy(key);
      try {
        const result = await undo();
        if (result !== null) notify.success(t('appointments.undo.done'));
      } catch (error) {
        notify.error(error instanceof RpcError || error instanceof Error ? error.message : String(error));
      }
    };
    void message.open({
      key,
      type: 'success',
      duration: UNDO_SECONDS,
      content: (
        <span className="undo-toast" data-testid="undo-toast">
          {text}
          <Button size="small" type="link" onClick={run}>
            {t('appointments.undo.action')}
          </Button>
        </span>
      ),
    });
  };
}
