import type { OnixNode } from './onix-map.ts';

export function sniffEncoding(bytes: Uint8Array): string;

export interface OnixProductsSummary {
  root: string | null;
  release: string | null;
  encoding: string;
  products: number;
  unknownEntities: number;
  doctype: boolean;
  header: { defaultCurrency: string | null; sender: string | null };
}

export default function readOnixProducts(
  input: { bytes: Uint8Array } | { path: string },
  emit: (
    products: { record: number; tree: OnixNode; at: number; currency: string | null }[],
  ) => Promise<void> | undefined,
): Promise<OnixProductsSummary>;
