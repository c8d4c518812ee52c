import {
  type TDesign,
  type TDesignDocument,
  upgradeDesignDocument,
  ZDesignDocument,
} from '../../../../../contract/marketing-images';

/** What the workspace opens: a saved design (with its id and version) or a new one from a template. */
export type TWorkspaceDesign = {
  id?: number;
  version?: number;
  name: string;
  templateId: string;
  document: TDesignDocument;
};

/**
 * A saved design as the editor takes it: its stored document brought to the current version (ADR 033) and checked,
 * or why it cannot be opened (saved by a newer version of the product, or not a document at all).
 */
export function openedDesign(
  design: TDesign,
): TWorkspaceDesign | { errorKey: 'DESIGN_VERSION_UNKNOWN' | 'CHECK_INPUT' } {
  const upgraded = upgradeDesignDocument(design.document);
  if (!upgraded.ok) return { errorKey: upgraded.key };
  const parsed = ZDesignDocument.safeParse(upgraded.document);
  if (!parsed.success) return { errorKey: 'CHECK_INPUT' };
  const { id, version, name, templateId } = design;
  return { id, version, name, templateId, document: parsed.data };
}
