import AntApp from 'antd/es/app';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.bridge';
import { createNonceKeeper } from '../../lib/request.nonce';
import { RpcError } from '../../lib/rpc.client';

export type TPlacementFlags = { allowOverlap: boolean; confirmOutsideHours: boolean };

const NO_FLAGS: TPlacementFlags = { allowOverlap: false, confirmOutsideHours: false };

/**
 * Runs a write that places an appointment and settles its answers the way the issue asks (ARCHITECTURE §3):
 * - outside the technician's hours or on leave: ask, and send again with `confirmOutsideHours` only after a yes;
 * - the slot is taken: offer a deliberate overlap (the next free lane), sent with `allowOverlap` only after a yes;
 * - a stale version (409): say so; the board has reloaded already (every appointment write refreshes it).
 * Answers the write's result, or null when the person declined or lost a race. Other errors are thrown to the caller
 * (a form puts them on its fields). Each distinct body gets its own nonce, a repeated body its first one.
 */
export function usePlacement() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const nonces = useRef(createNonceKeeper()).current;

  const ask = (title: string, content: string, okText: string) =>
    modal.confirm({ title, content, okText, cancelText: t('appointments.action.cancel') });

  async function place<TBody extends object, TResult>(
    body: TBody,
    run: (input: TBody & TPlacementFlags & { nonce: string }) => Promise<TResult>,
    flags: TPlacementFlags = NO_FLAGS,
  ): Promise<TResult | null> {
    const input = { ...body, ...flags };
    try {
      return await run({ ...input, nonce: nonces.nonceFor(input) });
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      if (error.errorKey === 'OUTSIDE_WORKING_HOURS' && !flags.confirmOutsideHours) {
        const isYes = await ask(t('appointments.outside.title'), error.message, t('appointments.outside.ok'));
        return isYes ? place(body, run, { ...flags, confirmOutsideHours: true }) : null;
      }
      if (error.errorKey === 'SLOT_TAKEN' && !flags.allowOverlap) {
        const isYes = await ask(error.message, t('appointments.overlap.ask'), t('appointments.overlap.ok'));
        return isYes ? place(body, run, { ...flags, allowOverlap: true }) : null;
      }
      if (error.errorKey === 'CONFLICT' || error.code === 409) {
        notify.error(`${error.message} ${t('appointments.board.reloaded')}`);
        return null;
      }
      throw error;
    }
  }

  return place;
}
