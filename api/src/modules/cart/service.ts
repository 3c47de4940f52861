import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  effectivePrice, unitsOnSale,   formatBaht, MESSAGES, promoDiscount, satangToBaht, variantKey, variantOptionKey,
  type AddToCartInput, type Localized, type CartDto, type CartItemDto, type VariantChoiceDto, type VariantOption,
} from '@club/core';
import { schema, type Db, type Tx } from '@club/db';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';

const { carts, cartItems, categories, products, productImages, productVariantGroups, promoCodes, promoRedemptions } = schema;
type Promo = typeof promoCodes.$inferSelect;

/** The user's cart row, made on first use. */
async function cartIdOf(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db.insert(carts).values({ userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } }).returning({ id: carts.id });
  return row!.id;
}

const mainImage = sql<string | null>`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isMain} desc, ${productImages.sortOrder} limit 1)`;

/** The chosen options with their labels; plain options read the same in both languages. */
export function variantChoices(groups: { name: string; options: VariantOption[] }[], chosen: Record<string, string>): VariantChoiceDto[] {
  return groups.flatMap((g) => {
    const option = g.options.find((o) => variantOptionKey(o) === chosen[g.name]);
    if (option === undefined) return [];
    return [typeof option === 'string'
      ? { group: g.name, key: option, en_label: option, th_label: option }
      : { group: g.name, key: option.key, en_label: option.en_label, th_label: option.th_label }];
  });
}

/**
 * Why a promo code cannot be used on this cart now, or null when it can. The same rules hold
 * when it is applied, when the cart is shown and when the order is placed.
 */
export async function promoProblem(db: Db | Tx, promo: Promo, userId: string, subtotalSatang: number): Promise<Localized | null> {
  const now = Date.now();
  if (!promo.active) return MESSAGES['promo.invalid'];
  if (promo.startsAt && promo.startsAt.getTime() > now) return MESSAGES['promo.not_yet'];
  if (promo.endsAt && promo.endsAt.getTime() <= now) return MESSAGES['promo.expired'];
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return MESSAGES['promo.used_up'];
  const [used] = await db.select({ id: promoRedemptions.id }).from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, userId)));
  if (used) return MESSAGES['promo.already_used'];
  if (subtotalSatang < promo.minSubtotalSatang) {
    return {
      en: `This promo code needs a subtotal of at least ${formatBaht(promo.minSubtotalSatang, 'en')}`,
      th: `รหัสโปรโมชันนี้ใช้ได้เมื่อยอดสินค้าอย่างน้อย ${formatBaht(promo.minSubtotalSatang, 'th')}`,
    };
  }
  return null;
}

/** The cart's lines with their products as they are now, and its promo code. */
export async function loadCart(db: Db | Tx, userId: string) {
  const [cart] = await db.select({ id: carts.id, promo: promoCodes }).from(carts).leftJoin(promoCodes, eq(carts.promoCodeId, promoCodes.id)).where(eq(carts.userId, userId));
  if (!cart) return { promo: null, lines: [] };
  const rows = await db
    .select({ item: cartItems, p: products, categoryName: categories.name, categoryNameTh: categories.nameTh, mainImage })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const groups = rows.length
    ? await db.select().from(productVariantGroups).where(inArray(productVariantGroups.productId, [...new Set(rows.map((r) => r.p.id))])).orderBy(asc(productVariantGroups.sortOrder))
    : [];
  const lines = rows.map((r) => ({ ...r, groups: groups.filter((g) => g.productId === r.p.id), unitSatang: effectivePrice(r.p.priceSatang, r.p.salePriceSatang) }));
  return { promo: cart.promo, lines };
}
type LoadedCart = Awaited<ReturnType<typeof loadCart>>;

const subtotalOf = (lines: LoadedCart['lines']) => lines.reduce((sum, l) => sum + l.unitSatang * l.item.quantity, 0);

/** Units of a product already in the cart, over all its variant lines (stock is counted per product). */
const unitsInCart = (lines: LoadedCart['lines'], productId: string, exceptItemId?: string) =>
  lines.filter((l) => l.p.id === productId && l.item.id !== exceptItemId).reduce((n, l) => n + l.item.quantity, 0);

async function cartDto(db: Db | Tx, userId: string, cart: LoadedCart): Promise<CartDto> {
  const items: CartItemDto[] = cart.lines.map((l) => {
    const available = unitsOnSale(l.p.status, l.p.stockQuantity);
    return {
      id: l.item.id,
      product_id: l.p.id,
      name: l.p.name,
      name_th: l.p.nameTh,
      sku: l.p.sku,
      category_name: l.categoryName,
      category_name_th: l.categoryNameTh,
      main_image_url: l.mainImage,
      variants: l.item.variants,
      variant_details: variantChoices(l.groups, l.item.variants),
      price: satangToBaht(l.p.priceSatang),
      sale_price: l.p.salePriceSatang === null ? null : satangToBaht(l.p.salePriceSatang),
      item_price: satangToBaht(l.unitSatang),
      item_price_satang: l.unitSatang,
      quantity: l.item.quantity,
      available_quantity: available,
      in_stock: unitsInCart(cart.lines, l.p.id) <= available,
      total_price: satangToBaht(l.unitSatang * l.item.quantity),
      total_price_satang: l.unitSatang * l.item.quantity,
    };
  });
  const subtotal = subtotalOf(cart.lines);
  const problem = cart.promo ? await promoProblem(db, cart.promo, userId, subtotal) : null;
  const discount = cart.promo && !problem ? promoDiscount(cart.promo, subtotal) : 0;
  return {
    items,
    summary: {
      item_count: items.reduce((n, i) => n + i.quantity, 0),
      subtotal: satangToBaht(subtotal),
      discount: satangToBaht(discount),
      total: satangToBaht(subtotal - discount),
      subtotal_satang: subtotal,
      discount_satang: discount,
      total_satang: subtotal - discount,
      promo_code: cart.promo?.code ?? null,
      promo: cart.promo
        ? {
            code: cart.promo.code,
            kind: cart.promo.kind,
            value: cart.promo.kind === 'percent' ? cart.promo.value : satangToBaht(cart.promo.value),
            min_subtotal: satangToBaht(cart.promo.minSubtotalSatang),
            description: cart.promo.description,
            description_th: cart.promo.descriptionTh,
          }
        : null,
      promo_problem: problem,
    },
  };
}

export async function getCart(db: Db, userId: string): Promise<CartDto> {
  return cartDto(db, userId, await loadCart(db, userId));
}

/** 409 for a product with too few left, named in the reader's language. */
export const notEnough = (p: { id: string; name: string; nameTh: string }, available: number) =>
  new Conflict(
    available > 0
      ? { en: `Not enough stock available: only ${available} of ${p.name} left`, th: `สินค้าในสต็อกไม่พอ: ${p.nameTh} เหลือเพียง ${available} ชิ้น` }
      : { en: `${p.name} is out of stock`, th: `${p.nameTh} สินค้าหมด` },
    { product_id: p.id, available_quantity: available },
  );

/** Every option group chosen, each with one of its own options, and nothing else. */
function checkVariants(groups: { name: string; options: VariantOption[] }[], chosen: Record<string, string>) {
  for (const g of groups) {
    const value = chosen[g.name];
    if (value === undefined) throw new Invalid({ en: `Please select all product options (${g.name})`, th: `กรุณาเลือกตัวเลือกสินค้าให้ครบ (${g.name})` });
    if (!g.options.some((o) => variantOptionKey(o) === value)) throw new Invalid({ en: `"${value}" is not an option of ${g.name}`, th: `"${value}" ไม่ใช่ตัวเลือกของ ${g.name}` });
  }
  const unknown = Object.keys(chosen).find((k) => !groups.some((g) => g.name === k));
  if (unknown) throw new Invalid({ en: `This product has no option "${unknown}"`, th: `สินค้านี้ไม่มีตัวเลือก "${unknown}"` });
}

/** Add a product with its chosen options; the same product and options merge into one line. */
export async function addToCart(db: Db, userId: string, input: AddToCartInput): Promise<CartDto> {
  await db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.product_id));
    if (!product || product.status === 'draft') throw new NotFound('product.not_found');
    if (product.status !== 'active') throw new Conflict({ en: `${product.name} is no longer on sale`, th: `${product.nameTh} ไม่มีจำหน่ายแล้ว` });
    const groups = await tx.select().from(productVariantGroups).where(eq(productVariantGroups.productId, product.id));
    checkVariants(groups, input.variants);
    const cartId = await cartIdOf(tx, userId);
    // The cart row is locked by the upsert above, so two adds of one user count stock one after the other.
    const lines = await tx.select({ quantity: cartItems.quantity, variantKey: cartItems.variantKey }).from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
    const already = lines.reduce((n, l) => n + l.quantity, 0);
    if (already + input.quantity > product.stockQuantity) throw notEnough(product, Math.max(product.stockQuantity - already, 0));
    const key = variantKey(input.variants);
    const line = lines.find((l) => l.variantKey === key);
    if ((line?.quantity ?? 0) + input.quantity > 99) throw new Invalid('quantity.max_99');
    await tx.insert(cartItems)
      .values({ cartId, productId: product.id, variants: input.variants, variantKey: key, quantity: input.quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId, cartItems.variantKey], set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` } });
  });
  return getCart(db, userId);
}

/** A line of the user's own cart; anyone else's is not found. */
async function ownLine(tx: Tx, userId: string, itemId: string) {
  const [line] = await tx.select({ item: cartItems, p: products }).from(cartItems)
    .innerJoin(carts, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(cartItems.productId, products.id))
    .where(and(eq(cartItems.id, itemId), eq(carts.userId, userId)))
    .for('update', { of: carts });
  if (!line) throw new NotFound('cart.item_not_found');
  return line;
}

export async function updateCartItem(db: Db, userId: string, itemId: string, quantity: number): Promise<CartDto> {
  await db.transaction(async (tx) => {
    const { item, p } = await ownLine(tx, userId, itemId);
    const others = await tx.select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` }).from(cartItems)
      .where(and(eq(cartItems.cartId, item.cartId), eq(cartItems.productId, p.id), sql`${cartItems.id} <> ${item.id}`));
    const available = unitsOnSale(p.status, p.stockQuantity) - (others[0]?.n ?? 0);
    if (quantity > item.quantity && quantity > available) throw notEnough(p, Math.max(available, 0));
    await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(eq(cartItems.id, item.id));
  });
  return getCart(db, userId);
}

export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<CartDto> {
  await db.transaction(async (tx) => {
    const { item } = await ownLine(tx, userId, itemId);
    await tx.delete(cartItems).where(eq(cartItems.id, item.id));
  });
  return getCart(db, userId);
}

/** Empty the cart and drop its promo code. */
export async function clearCart(db: Db | Tx, userId: string): Promise<void> {
  const [cart] = await db.update(carts).set({ promoCodeId: null, updatedAt: sql`now()` }).where(eq(carts.userId, userId)).returning({ id: carts.id });
  if (cart) await db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/** Apply a code to the cart when every rule of the code holds for this user and subtotal. */
export async function applyPromo(db: Db, userId: string, code: string): Promise<CartDto> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw new Invalid('promo.invalid');
  const cart = await loadCart(db, userId);
  if (!cart.lines.length) throw new Invalid('promo.cart_empty');
  const problem = await promoProblem(db, promo, userId, subtotalOf(cart.lines));
  if (problem) throw new Invalid(problem);
  const cartId = await cartIdOf(db, userId);
  await db.update(carts).set({ promoCodeId: promo.id }).where(eq(carts.id, cartId));
  return cartDto(db, userId, { ...cart, promo });
}

export async function removePromo(db: Db, userId: string): Promise<CartDto> {
  await db.update(carts).set({ promoCodeId: null, updatedAt: sql`now()` }).where(eq(carts.userId, userId));
  return getCart(db, userId);
}
