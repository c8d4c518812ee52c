import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS } from '../../../../../contract/files';
import type { TDesign, TDesignDocument, TDesignSummary } from '../../../../../contract/marketing-images';
import { queryKeyOf, rpc, rpcPage, rpcUpload } from '../../../lib/rpc.client';
import { useMarketingWrite } from '../api';

/** Marketing image design (issue 25, ADR 033): the shop's saved designs. */
const DESIGN_LIST = 'marketingImage/queryList';
const DESIGN_BY_ID = 'marketingImage/queryById';
const DESIGN_READS = [DESIGN_LIST, DESIGN_BY_ID] as const;

/** Saved designs shown a page at a time. */
export const DESIGN_PAGE_SIZE = 24;

export type TDesignListInput = { curPage: number; key: string };
export type TDesignSaveInput = {
  id?: number;
  version?: number;
  name: string;
  templateId: string;
  document: TDesignDocument;
  previewUrl: string;
};

/** marketingImage/queryList: the saved designs, the last changed first. */
export const useDesignList = (input: TDesignListInput) => {
  const body = { ...input, limit: DESIGN_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(DESIGN_LIST, body),
    queryFn: () => rpcPage<TDesignSummary>(DESIGN_LIST, body, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** marketingImage/queryById: a design with its document, to open in the editor. */
export const useDesign = (id: number | null) =>
  useQuery({
    queryKey: queryKeyOf(DESIGN_BY_ID, { id }),
    queryFn: () => rpc<TDesign>(DESIGN_BY_ID, { id }, { isRead: true }),
    enabled: id !== null,
  });

/** Forgets a design read before, so that opening it again reads it as it is stored now. */
export function useForgetDesign() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.removeQueries({ queryKey: queryKeyOf(DESIGN_BY_ID, { id }) });
}

/** marketingImage/save: the editor shows its own errors (a stale version, a design too large). */
export const useSaveDesign = () =>
  useMarketingWrite<TDesignSaveInput, TDesign>('marketingImage/save', DESIGN_READS, { isErrorSilent: true });

export const useDuplicateDesign = () =>
  useMarketingWrite<{ id: number; name: string }, TDesign>('marketingImage/duplicate', DESIGN_READS);

export const useRenameDesign = () =>
  useMarketingWrite<{ id: number; version: number; name: string }, TDesign>('marketingImage/rename', DESIGN_READS);

export const useDeleteDesign = () => useMarketingWrite<{ id: number }>('marketingImage/delete', DESIGN_READS);

/** Uploads an image the design shows (a picture or the preview) through file/imgUpload; answers its URL. */
export async function uploadDesignImage(blob: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('title', fileName);
  form.append('file', blob, fileName);
  return (await rpcUpload<{ url: string }>('file/imgUpload', form, UPLOAD_TIMEOUT_MS)).url;
}
