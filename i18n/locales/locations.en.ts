import type { Messages } from "#i18n/messages";

const locationsEn: Messages["locations"] = {
  title: "Locations",
  intro:
    "Add the places where customers can use your vouchers. In each deal you choose which locations it is valid at.",
  listTitle: "Your locations",
  name: "Name of the location",
  nameHint: "For example the neighbourhood, such as “Majorstuen”.",
  address: "Street address",
  postalCode: "Postal code",
  city: "Town",
  phone: "Phone (optional)",
  phoneHint: "Empty: the phone number in your business profile.",
  hoursHint:
    "Optional. Write times like 09:00, and leave both fields empty on days the location is closed. Empty for the whole week: the opening hours of your business profile.",
  addLegend: "Add a location",
  add: "Add the location",
  adding: "Adding …",
  editLegend: "Edit “{{name}}”",
  edit: "Edit",
  editLabel: "Edit {{name}}",
  save: "Save the changes",
  cancel: "Cancel",
  remove: "Remove",
  removeLabel: "Remove {{name}}",
  added: "“{{name}}” has been added.",
  saved: "The changes to “{{name}}” are saved.",
  removed: "The location has been removed.",
  gone: "We could not find that location. Perhaps it has already been removed.",
  inUse:
    "The location cannot be removed because deals on sale or awaiting approval are sold there: {{deals}}. Take the location off those deals first.",
  errors: {
    postalCodeInvalid: "Enter a four-digit postal code, for example 0355.",
  },
  editor: {
    legend: "Where can the voucher be used?",
    hint: "Choose one or more of your locations.",
    manage: "Add or edit locations",
  },
  deal: {
    title: "Where you can use the voucher",
  },
  voucher: {
    usedAt: "Can be used at",
    allLocations: "all our locations",
  },
};

export default locationsEn;
