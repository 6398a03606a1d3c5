import type { TextTable } from '@/domain/content/text-table';

/**
 * docs/product.md#store-finder, table-setting tool and content blocks; the footer's and the
 * newsletter's words are built in (`BUILT_IN_TEXTS`).
 */
export const contentTexts = {
  Footer_Customer_Service: ['Kundservice', 'Customer service'],
  Store_Finder_Title: ['Hitta en butik', 'Find a store'],
  Store_Finder_Filter: ['Sök på butik eller ort', 'Search by store or town'],
  Store_Finder_Count: ['{count} butiker', '{count} stores'],
  Store_Finder_Count_one: ['{count} butik', '{count} store'],
  Store_Finder_No_Results: ['Ingen butik matchar {query}', 'No store matches {query}'],
  Store_Finder_Phone: ['Telefon', 'Phone'],
  Store_Finder_Website: ['Butikens sida', 'Store page'],
  Store_Finder_Directions: ['Vägbeskrivning', 'Directions'],
  Store_Finder_Map_Label: ['Karta över butikerna', 'Map of the stores'],
  Store_Finder_Map_Group: ['{count} butiker: {names}', '{count} stores: {names}'],
  Store_Finder_Map_Unavailable: [
    'Kartan kan inte visas just nu',
    'The map cannot be shown right now',
  ],
  Online_Stores_See_All: ['Se alla {count} webbutiker', 'See all {count} online stores'],
  Online_Stores_See_All_one: ['Se {count} webbutik', 'See {count} online store'],
  Table_Setting_Title: ['Duka bordet', 'Set the table'],
  Table_Setting_Intro: [
    'Välj tallrikar, skålar och glas och se hur de ser ut tillsammans.',
    'Choose plates, bowls and cups and see how they look together.',
  ],
  Table_Setting_Choose: ['Välj {category}', 'Choose {category}'],
  Table_Setting_Go_Back: ['Tillbaka', 'Go back'],
  Table_Setting_Summary: ['Din dukning', 'Your table'],
  Table_Setting_Empty: ['Inget valt än', 'Nothing chosen yet'],
  Table_Setting_Total: ['Totalt', 'Total'],
  Table_Setting_Add_To_Cart: ['Lägg allt i varukorgen', 'Add everything to the cart'],
  Table_Setting_Adding: ['Lägger i varukorgen…', 'Adding to the cart…'],
  Video_Play: ['Spela upp', 'Play'],
  Video_Pause: ['Pausa', 'Pause'],
  Video_Mute: ['Stäng av ljudet', 'Mute'],
  Video_Unmute: ['Slå på ljudet', 'Unmute'],
  Hotspot_Open: ['Visa {name}', 'Show {name}'],
  Hotspot_Label: ['Produkt i bilden', 'Product in the picture'],
  Slider_Label: ['Bildspel', 'Slideshow'],
  Accordion_Toggle: ['Visa eller dölj {title}', 'Show or hide {title}'],
  Carbon_Footprint_Title: ['Klimatavtryck', 'Carbon footprint'],
  Tracking_Title: ['Spåra ditt paket', 'Track your parcel'],
  Shop_The_Look: ['Handla looken', 'Shop the look'],
  Preview_Unknown_Block: ['Okänt block: {component}', 'Unknown block: {component}'],
  Restock_Intro: [
    'Lämna din e-postadress så mejlar vi när produkten finns i lager igen.',
    'Leave your e-mail and we will let you know when the product is back in stock.',
  ],
  Restock_Done: ['Klart', 'Done'],
  Restock_Size: ['Storlek: {size}', 'Size: {size}'],
  Size_Guide_Loading: ['Hämtar storleksguiden …', 'Loading the size guide …'],
  Size_Guide_Missing: [
    'Storleksguiden saknas just nu.',
    'The size guide is not available right now.',
  ],
  Block_Unknown: ['Okänt block: {name}', 'Unknown block: {name}'],
} as const satisfies TextTable;
