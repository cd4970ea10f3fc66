import type { CatalogItem } from '../../../../application/catalog/schemas';
import { BookButton } from '../../features/cart/BookButton';
import { SpecialistCatalogCard } from '../../features/catalog/SpecialistCatalogCard';
import { SaveToList } from '../../features/shortlist/SaveToList';

/** A catalogue card with the cart's 'Book' under the price: the catalogue and the cart meet here, in the page, not in each other. */
export const BookableCatalogCard = ({ item }: { readonly item: CatalogItem }) => (
  <SpecialistCatalogCard
    item={item}
    action={
      <>
        <BookButton specialist={item} mt="sm" size="xs" variant="light" fullWidth />
        <SaveToList specialist={item} mt={6} size="xs" variant="subtle" fullWidth />
      </>
    }
  />
);
