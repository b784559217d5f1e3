import type { UserStatus, UserType } from '@mp/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../viewer/viewer.js';

/** Who owns a reported item: the account a hide mails and a suspension ends. */
export interface ItemOwner {
  id: number;
  type: UserType;
  status: UserStatus;
  email: string;
  first_name: string | null;
  name: string | null;
}

/** A reported item as the console shows it: its words, its owner, and the lines that put it in context. */
export interface ReportedItem {
  /** What it is, in a few words: 'Message about Senior designer'. */
  title: string;
  /** Its words (the console reads them even when hidden); null when erased with its author. */
  body: string | null;
  owner: ItemOwner | null;
  created_at: Date;
  context: { label: string; value: string }[];
}

/**
 * What the reports machinery needs of each kind of item (decision 0063). Hiding is the same for every kind (a row of
 * hidden_items that the kind's readers consult); the rest is the kind's own.
 */
export interface ReportKindAdapter {
  /**
   * canReport: the viewer (null: a visitor) may report this item, else NOT_FOUND (or FORBIDDEN for an administrator
   * acting as them). Answers the item's owning team when it has one (the public kinds), for the limits' records.
   */
  assertMayReport(db: Db, viewer: Viewer | null, itemId: number): Promise<void>;
  /** The item's owner (null when the item, or its owner's account, is gone). */
  ownerOf(db: Db | Tx, itemId: number): Promise<ItemOwner | null>;
  /** The console's view of these items (one or two statements for a page). */
  describe(db: Db, itemIds: number[]): Promise<Map<number, ReportedItem>>;
  /** The sentence of the owner's mail that says which item was hidden: 'your message of 3 May 2026 about Designer'. */
  mailedAs(db: Db, itemId: number): Promise<string | null>;
  /**
   * In the hiding's transaction, after the hidden_items row: what else must stop showing the item (copies of its words
   * kept elsewhere, such as the notice mails the outbox holds).
   */
  onHidden(tx: Tx, itemId: number): Promise<void>;
  /** In the transaction that hides the item or shows it again (by hand or by the reports' count): what must notice. */
  onVisibilityChanged(tx: Tx, itemId: number): Promise<void>;
  /** The audit log's target type for the item. */
  auditType: string;
  /** The reporter's thank-you, and the refusal of a report of an item already hidden. */
  texts: { thanks: string; alreadyRemoved: string };
  /** The owner's mail: what the hide means for the item ('Where it was, the other side now reads…'). */
  hiddenMeans: string;
}
