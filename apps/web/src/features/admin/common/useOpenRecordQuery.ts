import { useQuery } from '@tanstack/react-query';
import { resourceKey, retryTransient } from '@/shared/resource-table';

interface Options<T> {
  resource: string;
  /** Which part of the record ('detail', 'objects'...): each has its own cache entry. */
  part: string;
  /** The open record's id, or undefined while nothing is open. */
  id: string | undefined;
  fetch: (id: string) => Promise<T>;
}

/**
 * What an editor drawer shows of the record it has open: fetched only while one is open, and not
 * kept once it closes (gcTime 0), so that reopening shows what the server holds now.
 */
export function useOpenRecordQuery<T>({ resource, part, id, fetch }: Options<T>) {
  return useQuery({
    queryKey: [...resourceKey(resource), part, id],
    queryFn: () => fetch(id!),
    enabled: !!id,
    retry: retryTransient,
    gcTime: 0,
  });
}
