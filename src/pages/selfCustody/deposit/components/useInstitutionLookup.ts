import { useRef, useState } from 'react';
import { type InstitutionItem, listInstitutions } from '@/services/selfCustody';
import { looksLikeBtcAddress } from '@/utils/chainFields';

/** What the deposit form knows of an address: the institution holding it, or none (a new one is asked for). */
export interface AddressInstitution {
  address: string;
  institution: InstitutionItem | null;
}

const SUGGESTIONS = 8;

/** The institution holding `address` (any spelling the server accepts), or null when none does. */
export async function institutionOf(address: string): Promise<InstitutionItem | null> {
  const { data } = await listInstitutions({ btcAccount: address.trim(), current: 1, pageSize: 1 });
  return data[0] ?? null;
}

/**
 * The deposit form's view of institutions: the one holding the typed address (looked up once the
 * address looks valid; a newer address wins over a slower answer), and the institutions whose name or
 * address contains what is typed, to pick from.
 */
export function useInstitutionLookup() {
  const [resolved, setResolved] = useState<AddressInstitution>();
  const [suggestions, setSuggestions] = useState<InstitutionItem[]>([]);
  const latestAddress = useRef('');
  const latestSearch = useRef(0);

  const resolve = async (value: string | undefined) => {
    const address = (value ?? '').trim();
    latestAddress.current = address;
    if (!looksLikeBtcAddress(address)) {
      setResolved(undefined);
      return;
    }
    const institution = await institutionOf(address).catch(() => undefined);
    if (institution !== undefined && latestAddress.current === address) setResolved({ address, institution });
  };

  const search = async (text: string) => {
    const searchNumber = ++latestSearch.current;
    if (text.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    // A failed search has been reported by the request's error handler; the address can still be typed whole.
    const answer = await listInstitutions({ search: text.trim(), current: 1, pageSize: SUGGESTIONS }).catch(
      () => undefined,
    );
    // A slower answer to an earlier keystroke does not replace a newer one.
    if (answer && searchNumber === latestSearch.current) setSuggestions(answer.data);
  };

  /** What is known of `address` now: its institution, none, or not yet looked up (undefined). */
  const institutionFor = (address: string | undefined) =>
    resolved && resolved.address === (address ?? '').trim() ? resolved : undefined;

  return { institutionFor, resolve, setResolved, search, suggestions };
}
