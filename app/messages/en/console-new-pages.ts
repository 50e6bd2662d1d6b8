/**
 * Text of the console's new pages (decision 043): adding a page at a new address, its starter document, and
 * changing the address of a page an editor added.
 */
export const consoleNewPagesMessages = {
  "console.newPage.link": "Add a page",
  "console.newPage.title": "Add a page",
  "console.newPage.description": "Add a page at a new address of the site, as a draft to write and publish.",
  "console.newPage.intro":
    "The page starts as a draft with sample text. Write its text, preview it and publish it from its page in the console.",
  "console.newPage.shape": "Kind of page",
  "console.newPage.shape.policy": "Text (headings, paragraphs, lists and small tables)",
  "console.newPage.shape.advisory": "Table of people (name and affiliation), with paragraphs above it",
  "console.newPage.shape.governors":
    "Table of people (name, Director or Member, credentials), with paragraphs above it",
  "console.newPage.shape.visiting-faculty":
    "Numbered table of people (name, designation, qualification, past experience), with paragraphs above it",
  "console.newPage.shape.why-gumla":
    "Cards (a title and a sentence or two each) and a list, under the headings “Reasons to choose us” and “Facilities”",
  "console.newPage.shape.virtual-lab": "Tables of links to outside sites, under headings",
  "console.newPage.shape.campus": "Tables of rooms and their areas, by building and floor",
  "console.newPage.shape.fees": "Fee table with its total, charges outside it and notes",
  "console.newPage.path": "Address",
  "console.newPage.pathHint":
    "Starts with / : lowercase letters, digits and hyphens, e.g. /anti-ragging-committee. Parts may be separated by /.",
  "console.newPage.pageTitle": "Title",
  "console.newPage.group": "Menu group",
  "console.newPage.noGroup": "None",
  "console.newPage.submit": "Create the draft",
  "console.newPage.pathMissing": "Write the address of the page.",
  "console.newPage.pathFormat":
    "Use lowercase letters, digits and single hyphens between slashes, e.g. /anti-ragging-committee.",
  "console.newPage.pathReserved": "This address belongs to a page or section of the site itself; choose another.",
  "console.newPage.pathTaken": "Another page has this address (letter case aside); choose another.",
  "console.newPage.pathOld":
    "A page was moved away from this address, which now leads to it; choose another, or move that page back.",
  "console.newPage.titleMissing": "Write the title of the page (at most 120 characters).",
  "console.newPage.shapeMissing": "Choose the kind of page.",
  "console.newPage.groupUnknown": "Choose a menu group from the list.",
  "console.newPage.starter.description":
    "A new page of the college in Gumla. Replace this sentence with a description of the page of 50 to 160 characters.",
  "console.newPage.starter.paragraph": "Write the text of the page here.",
  "console.newPage.starter.intro": "Write a sentence or two about the people in the table below.",
  "console.newPage.starter.name": "Name of the first person",
  "console.newPage.starter.affiliation": "Their designation and department",
  "console.newPage.starter.qualification": "Their qualification",
  "console.newPage.starter.experience": "Their past experience",
  "console.newPage.starter.cardTitle": "Title of the first card",
  "console.newPage.starter.cardText": "A sentence or two for the first card.",
  "console.newPage.starter.item": "The first item of the list",
  "console.newPage.starter.heading": "The first heading",
  "console.newPage.starter.tableName": "Name of the first table",
  "console.newPage.starter.linkName": "Name of the first link",
  "console.newPage.starter.room": "Kind of the first room",
  "console.newPage.starter.amount": "Amount",
  "console.newPage.inMenu": "Put it in the menu under its group (shown there once the page is published)",
  "console.newPage.inMenuNoGroup": "Choose a menu group above, or clear this box to keep the page out of the menu.",
  "console.newPage.titleTooLongForMenu":
    "A menu label has at most 60 characters: shorten the title, or clear the menu box below.",
  "console.address.link": "Change address",
  "console.address.title": "Change the address of {path}",
  "console.address.description": "Give a page a new address; its old address leads to the new one.",
  "console.address.intro":
    "Visitors and search engines that use the old address {path} are sent to the new one (a permanent redirect).",
  "console.address.path": "New address",
  "console.address.submit": "Change the address",
  "console.address.namedBySpec":
    "This page is one of the site's own pages: its address cannot change. Edit its content instead.",
  "console.delete.link": "Delete this page",
  "console.delete.title": "Delete {path}",
  "console.delete.description": "Delete a page an editor added, with its revisions and its links in the menu.",
  "console.delete.intro": "Delete the page “{title}” at {path}? This cannot be undone:",
  "console.delete.gone":
    "its address (and any old address that led to it) answers “Page Removed” (410), so search engines drop it;",
  "console.delete.menu": "its links in the menu and the footer are removed;",
  "console.delete.revisions":
    "its revisions, previews and scheduled publishes are deleted; the audit log keeps who deleted it, when, and its address and title.",
  "console.delete.submit": "Delete the page",
  "console.delete.cancel": "Keep it",
  "console.delete.done": "The page {path} was deleted.",
  "console.delete.namedBySpec":
    "This page is one of the site's own pages: it cannot be deleted. Edit its content instead.",
} as const;
