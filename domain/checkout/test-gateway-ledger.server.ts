// The test processor's own books: approved charges by idempotency key and their refunds, each
// refund under its own idempotency key (a repeated key refunds once, as at a real processor).
// In the app they live in test_gateway_charges, written through a connection pool of their own,
// so a charge is on the books the moment it is approved, whatever becomes of the checkout
// transaction that asked for it (rolled back, or its process killed).
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { testGatewayCharges, testGatewayRefunds } from "#db/schema.server";

export interface BookedCharge {
  idempotencyKey: string;
  reference: string;
  amountOre: number;
  brand: string;
  last4: string;
}

export interface ChargeLedger {
  /** Books the charge, or returns the one booked before under the same idempotency key. */
  book(charge: BookedCharge): Promise<BookedCharge>;
  /**
   * Adds a refund once per idempotency key; more than was charged is refused (a charge it never
   * made is not its business).
   */
  refund(reference: string, amountOre: number, idempotencyKey: string): Promise<void>;
  find(idempotencyKey: string): Promise<{ reference: string; amountOre: number; refundedOre: number } | null>;
}

/** Books in memory: for tests and scripts that make their own gateway. */
export function memoryChargeLedger(): ChargeLedger {
  const byKey = new Map<string, BookedCharge & { refundedOre: number }>();
  const refundKeys = new Set<string>();
  return {
    async book(charge) {
      const before = byKey.get(charge.idempotencyKey);
      if (before) return before;
      byKey.set(charge.idempotencyKey, { ...charge, refundedOre: 0 });
      return charge;
    },
    async refund(reference, amountOre, idempotencyKey) {
      if (refundKeys.has(idempotencyKey)) return;
      // Orders that test fixtures wrote directly were never charged here: their refunds pass.
      const charge = [...byKey.values()].find((c) => c.reference === reference);
      if (charge) {
        if (charge.refundedOre + amountOre > charge.amountOre) throw new Error("Refund refused");
        charge.refundedOre += amountOre;
      }
      refundKeys.add(idempotencyKey);
    },
    async find(idempotencyKey) {
      const charge = byKey.get(idempotencyKey);
      return charge
        ? { reference: charge.reference, amountOre: charge.amountOre, refundedOre: charge.refundedOre }
        : null;
    },
  };
}

/** Books in the database; give it a pool of its own (never the checkout's), or a charge waits on the checkout's connections. */
export function databaseChargeLedger(db: Database): ChargeLedger {
  return {
    async book(charge) {
      // One statement, committed on its own: the processor's record does not wait for the shop.
      const [inserted] = await db.insert(testGatewayCharges).values(charge).onConflictDoNothing().returning();
      const row =
        inserted ??
        (
          await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, charge.idempotencyKey))
        )[0];
      if (!row) throw new Error("The charge was not booked");
      return row;
    },
    async refund(reference, amountOre, idempotencyKey) {
      // The key and the money move together, or neither does.
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(testGatewayRefunds)
          .values({ idempotencyKey, reference, amountOre })
          .onConflictDoNothing()
          .returning({ key: testGatewayRefunds.idempotencyKey });
        if (!claimed) return; // refunded before under this key
        const updated = await tx
          .update(testGatewayCharges)
          .set({ refundedOre: sql`${testGatewayCharges.refundedOre} + ${amountOre}` })
          .where(
            and(
              eq(testGatewayCharges.reference, reference),
              sql`${testGatewayCharges.refundedOre} + ${amountOre} <= ${testGatewayCharges.amountOre}`,
            ),
          )
          .returning({ reference: testGatewayCharges.reference });
        if (updated.length > 0) return;
        // Orders the seed or test fixtures wrote directly were never charged here: their refunds pass.
        const [known] = await tx
          .select({ reference: testGatewayCharges.reference })
          .from(testGatewayCharges)
          .where(eq(testGatewayCharges.reference, reference));
        if (known) throw new Error("Refund refused: more than was charged");
      });
    },
    async find(idempotencyKey) {
      const [row] = await db
        .select({
          reference: testGatewayCharges.reference,
          amountOre: testGatewayCharges.amountOre,
          refundedOre: testGatewayCharges.refundedOre,
        })
        .from(testGatewayCharges)
        .where(eq(testGatewayCharges.idempotencyKey, idempotencyKey));
      return row ?? null;
    },
  };
}
