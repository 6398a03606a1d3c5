import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { SiteStore } from '@/application/site/site.store';
import type { OrderAddress } from '@/domain/account/order-address';
import { formatPostcode } from '@/domain/cart/postcode-format';
import { countryName } from '@/domain/site/country-name';
import { useStore } from '@/ui/shared/container-context';

const lines = css`
  font-style: normal;
  line-height: 1.55;
  span {
    display: block;
  }
`;

/**
 * docs/product.md#orders: where an order goes, as an envelope reads — name, street, postcode (as
 * the country's post groups it) and town, state, country in the page's language, and the phone
 * number the courier calls. The receipt and the account's order page show it alike.
 */
export const DeliveryAddress = observer(function DeliveryAddress(props: {
  readonly address: OrderAddress;
}) {
  const { language } = useStore(SiteStore).site;
  const { address } = props;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const zipCode = formatPostcode(address.zipCode, address.country);
  const place = [zipCode, address.city].filter(Boolean).join(' ');
  const rows = [
    name,
    address.street,
    place,
    address.state,
    countryName(address.country, language),
    address.phoneNumber,
  ].filter(Boolean);
  return (
    <address className={lines}>
      {rows.map((row, index) => (
        <span key={index}>{row}</span>
      ))}
    </address>
  );
});
