import { ListNoResults, useListContext } from 'react-admin';
import { EmptyState } from '../engagement/EmptyState';

/**
 * A list with nothing in it, shown in its table's place (the list's `empty={false}` keeps the
 * list and its toolbar: Export and Print disabled, Refresh and Create still there, where
 * react-admin's empty page would replace them all). Says where its records come from; when
 * filters are set, react-admin's "No … found using the current filters" with Clear filters.
 */
export const EmptyList = ({ title, text }: { title: string; text: string }) => {
    const { filterValues } = useListContext();
    return filterValues && Object.keys(filterValues).length > 0 ? <ListNoResults /> : <EmptyState title={title} text={text} />;
};
